import { portalConfigFor } from '@portal/registry/apps';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyFileOf } from '@portal/launcher';
import { testFolder } from '@portal/launcher/testing';
import {
  checkPortalConfig,
  promoteRelease,
  releasesInUse,
  releasesRunning,
  rollbackRelease,
  startCanary,
  stopCanary,
} from './liveRelease';
import {
  publishRelease,
  readReleases,
  releaseFolder,
  releaseManifestUrl,
  releaseOfUrl,
} from './releaseStore';

const folder = testFolder('releases-');
let runs = 0;

/** A fresh releases root, portal config and a fake build of the users section at `version`. */
function setUp() {
  const base = join(folder, String((runs += 1)));
  const root = join(base, 'releases');
  mkdirSync(base, { recursive: true });
  const configFile = join(base, 'portal-config.json');
  const origin = 'http://localhost:5650';
  writeFileSync(
    configFile,
    JSON.stringify(portalConfigFor(origin, (remote) => `http://localhost:9999/${remote.name}`)),
  );
  const build = (version: string, commit = 'abc1234') => {
    const dist = join(base, `dist-${version}-${commit}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { buildInfo: { buildVersion: version, commit, buildTime: '2026-11-28T01:00:00Z' } },
      }),
    );
    writeFileSync(join(dist, 'remoteEntry.js'), `// ${version}`);
    writeFileSync(join(dist, '1.0123abcd.js.map'), '{}');
    return dist;
  };
  const liveUrl = () =>
    (
      JSON.parse(readFileSync(configFile, 'utf8')) as {
        sections: { name: string; manifestUrl: string; canary?: unknown }[];
      }
    ).sections.find((section) => section.name === 'users');
  return { root, configFile, origin, build, liveUrl, target: { root, configFile, origin } };
}

const now = new Date('2026-11-28T02:00:00Z');

test('publish copies the build under <version>-<commit>, records who and when, and leaves the source maps', () => {
  const { root, build } = setUp();
  const { release } = publishRelease({ root, section: 'users', dist: build('2.4.0'), by: 'squad', now });
  expect(release).toEqual({
    section: 'users',
    id: '2.4.0-abc1234',
    version: '2.4.0',
    commit: 'abc1234',
    builtAt: '2026-11-28T01:00:00Z',
    publishedAt: now.toISOString(),
    publishedBy: 'squad',
  });
  expect(readdirSync(releaseFolder(root, 'users', release.id)).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
  ]);
  expect(readReleases(root)).toEqual([release]);
});

test('a published release is never overwritten', () => {
  const { root, build } = setUp();
  publishRelease({ root, section: 'users', dist: build('2.4.0') });
  const again = build('2.4.0');
  writeFileSync(join(again, 'remoteEntry.js'), '// changed');
  expect(() => publishRelease({ root, section: 'users', dist: again })).toThrow(
    'users 2.4.0-abc1234 is already published; a release never changes',
  );
  expect(readFileSync(join(releaseFolder(root, 'users', '2.4.0-abc1234'), 'remoteEntry.js'), 'utf8')).toBe(
    '// 2.4.0',
  );
});

test('a folder without a build, or a build without a version, is refused', () => {
  const { root, build } = setUp();
  expect(() => publishRelease({ root, section: 'users', dist: join(root, 'nothing') })).toThrow(
    'holds no build',
  );
  const unstamped = build('2.4.0');
  writeFileSync(join(unstamped, 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
  expect(() => publishRelease({ root, section: 'users', dist: unstamped })).toThrow(
    'names no usable version',
  );
});

test('retention removes the oldest releases beyond those kept, never one in use', () => {
  const { root, build } = setUp();
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    publishRelease({ root, section: 'users', dist: build(version), kept: 2, inUse: ['1.0.0-abc1234'] });
  expect(existsSync(releaseFolder(root, 'users', '1.0.0-abc1234'))).toBe(true);
  const { removed } = publishRelease({
    root,
    section: 'users',
    dist: build('1.3.0'),
    kept: 2,
    inUse: ['1.0.0-abc1234'],
  });
  expect(removed).toEqual(['1.1.0-abc1234']);
  expect(existsSync(releaseFolder(root, 'users', '1.1.0-abc1234'))).toBe(false);
  expect(readReleases(root).find((release) => release.id === '1.1.0-abc1234')?.removedAt).toBeDefined();
});

test('promote makes a release live, rollback restores the one before, in order', () => {
  const { root, build, liveUrl, target, origin } = setUp();
  const original = liveUrl()?.manifestUrl;
  for (const version of ['1.0.0', '2.0.0']) publishRelease({ root, section: 'users', dist: build(version) });

  promoteRelease(target, 'users', '1.0.0-abc1234');
  promoteRelease(target, 'users', '2.0.0-abc1234');
  expect(liveUrl()?.manifestUrl).toBe(releaseManifestUrl(origin, 'users', '2.0.0-abc1234'));
  expect(releasesInUse(target.configFile, 'users')).toEqual(['2.0.0-abc1234']);

  expect(rollbackRelease(target, 'users').to).toBe(releaseManifestUrl(origin, 'users', '1.0.0-abc1234'));
  expect(liveUrl()?.manifestUrl).toBe(releaseManifestUrl(origin, 'users', '1.0.0-abc1234'));
  rollbackRelease(target, 'users');
  expect(liveUrl()?.manifestUrl).toBe(original);
  expect(() => rollbackRelease(target, 'users')).toThrow('users has no earlier live version to roll back to');
  expect(JSON.parse(readFileSync(historyFileOf(target.configFile), 'utf8'))).toEqual({ users: [] });
});

test('promote refuses a release that was not published, or is already live', () => {
  const { root, build, target } = setUp();
  publishRelease({ root, section: 'users', dist: build('1.0.0') });
  expect(() => promoteRelease(target, 'users', '9.9.9-abc1234')).toThrow(
    'users has no published release "9.9.9-abc1234" (kept: 1.0.0-abc1234)',
  );
  promoteRelease(target, 'users', '1.0.0-abc1234');
  expect(() => promoteRelease(target, 'users', '1.0.0-abc1234')).toThrow(
    'users 1.0.0-abc1234 is already live',
  );
});

test('a rollback after a hand edit of the live URL refuses rather than undo the edit', () => {
  const { root, build, target, configFile } = setUp();
  publishRelease({ root, section: 'users', dist: build('1.0.0') });
  promoteRelease(target, 'users', '1.0.0-abc1234');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8').replace('/releases/users/1.0.0-abc1234/', '/elsewhere/'),
  );
  expect(() => rollbackRelease(target, 'users')).toThrow("users's live manifest was changed by hand");
});

const STAFF_ID = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER_STAFF_ID = '00000000-0000-4000-8000-000000000000';

test('a canary names staff by account id only: an e-mail address or a name is refused, saying where the id is', () => {
  const { root, build, liveUrl, target } = setUp();
  publishRelease({ root, section: 'users', dist: build('2.0.0') });
  const before = readFileSync(target.configFile, 'utf8');
  expect(() =>
    startCanary(target, 'users', '2.0.0-abc1234', { accounts: [STAFF_ID, 'admin@example.com'] }),
  ).toThrow(
    `--accounts takes staff account ids, not "admin@example.com": the id is shown on the user's page in the portal (Users, then the person)`,
  );
  expect(readFileSync(target.configFile, 'utf8')).toBe(before);
  expect(liveUrl()?.canary).toBeUndefined();
});

test('a command refuses a config that is not valid, naming the file and the line, and changes nothing', () => {
  const { root, build, target } = setUp();
  publishRelease({ root, section: 'users', dist: build('1.0.0') });
  const broken = readFileSync(target.configFile, 'utf8').replace('{"apiUrl"', '{apiUrl');
  writeFileSync(target.configFile, broken);
  expect(checkPortalConfig(target.configFile)).toMatch(/portal-config\.json:1 is not valid JSON: /);
  expect(() => promoteRelease(target, 'users', '1.0.0-abc1234')).toThrow(
    /portal-config\.json:1 is not valid JSON: .*; fix it by hand first \(npm run release -- check\)$/,
  );
  expect(readFileSync(target.configFile, 'utf8')).toBe(broken);
});

test('releasesRunning names the live and canary releases of a section', () => {
  const { root, build, target } = setUp();
  for (const version of ['1.0.0', '2.0.0']) publishRelease({ root, section: 'users', dist: build(version) });
  expect(releasesRunning(target.configFile, 'users')).toEqual({ live: null, canary: null });
  promoteRelease(target, 'users', '1.0.0-abc1234');
  startCanary(target, 'users', '2.0.0-abc1234', { share: 5 });
  expect(releasesRunning(target.configFile, 'users')).toEqual({
    live: '1.0.0-abc1234',
    canary: '2.0.0-abc1234',
  });
});

test('a canary names the candidate for a share and named accounts; promoting it ends the canary', () => {
  const { root, build, liveUrl, target, origin } = setUp();
  for (const version of ['1.0.0', '2.0.0']) publishRelease({ root, section: 'users', dist: build(version) });
  promoteRelease(target, 'users', '1.0.0-abc1234');
  startCanary(target, 'users', '2.0.0-abc1234', { share: 10, accounts: [STAFF_ID] });
  expect(liveUrl()?.canary).toEqual({
    manifestUrl: releaseManifestUrl(origin, 'users', '2.0.0-abc1234'),
    share: 10,
    accounts: [STAFF_ID],
  });
  expect(releasesInUse(target.configFile, 'users')).toEqual(['1.0.0-abc1234', '2.0.0-abc1234']);
  promoteRelease(target, 'users', '2.0.0-abc1234');
  expect(liveUrl()?.canary).toBeUndefined();

  startCanary(target, 'users', '1.0.0-abc1234', { accounts: [OTHER_STAFF_ID] });
  stopCanary(target, 'users');
  expect(liveUrl()?.canary).toBeUndefined();
  expect(() => stopCanary(target, 'users')).toThrow('users has no canary');
});

test('releaseOfUrl reads the section and release of a release URL only', () => {
  expect(releaseOfUrl('http://localhost:8080/releases/users/2.4.0-abc1234/mf-manifest.json')).toEqual({
    section: 'users',
    id: '2.4.0-abc1234',
  });
  expect(releaseOfUrl('http://localhost:8080/remotes/users/mf-manifest.json')).toBeNull();
});
