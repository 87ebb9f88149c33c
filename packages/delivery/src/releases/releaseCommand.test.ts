import { portalConfigFor } from '@portal/registry/apps';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { portalConfigFileFor } from '@portal/launcher';
import { testFolder } from '@portal/launcher/testing';
import { runReleaseCommand } from './releaseCommand';

// A portal of its own on a port no test or npm start uses, and a releases root of its own.
const PORT = 59_871;
const configFile = portalConfigFileFor(PORT);
const root = testFolder('release-cli-');
const portal = ['--portal', String(PORT)];

function build(version: string): string {
  const dist = join(root, `dist-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        buildInfo: { buildVersion: version, commit: 'abc1234', buildTime: '2026-12-02T01:00:00Z' },
      },
    }),
  );
  writeFileSync(join(dist, 'remoteEntry.js'), `// ${version}`);
  return dist;
}

beforeAll(() => {
  process.env.PORTAL_RELEASES_DIR = join(root, 'releases');
  mkdirSync(dirname(configFile), { recursive: true });
  writeFileSync(
    configFile,
    JSON.stringify(
      portalConfigFor(`http://localhost:${PORT}`, (remote) => `http://localhost:9999/${remote.name}`),
    ),
  );
});
afterAll(() => {
  delete process.env.PORTAL_RELEASES_DIR;
  rmSync(dirname(configFile), { recursive: true, force: true });
});

test('a portal that never ran here is named, with how to name the right one', () => {
  expect(() => runReleaseCommand(['promote', 'users', '1.0.0-abc1234', '--portal', '59872'])).toThrow(
    /^No portal has run here with .*portal-59872\/portal-config\.json: start it \(npm start\), or name the one that runs with --portal <its shell port> or --production$/,
  );
});

test('publish hints name the portal again; list marks what is live and what is canaried; --off says it ended', () => {
  const published = runReleaseCommand(['publish', 'users', '--dist', build('1.0.0'), ...portal]);
  expect(published).toContain(`npm run release -- promote users 1.0.0-abc1234 --portal ${PORT}`);
  expect(published).toContain(
    `npm run release -- canary users 1.0.0-abc1234 --accounts <staff account id> --portal ${PORT}`,
  );
  runReleaseCommand(['publish', 'users', '--dist', build('2.0.0'), ...portal]);
  runReleaseCommand(['promote', 'users', '1.0.0-abc1234', ...portal]);
  runReleaseCommand(['canary', 'users', '2.0.0-abc1234', '--share', '5', ...portal]);
  const listed = runReleaseCommand(['list', 'users', ...portal]).split('\n');
  expect(listed.map((line) => line.slice(0, 6).trim() + ' ' + line.split(/\s+/)[2])).toEqual([
    'LIVE 1.0.0-abc1234',
    'CANARY 2.0.0-abc1234',
  ]);
  expect(runReleaseCommand(['canary', 'users', '--off', ...portal])).toBe(
    "Ended users's canary: everyone runs the live release again",
  );
});

test('check says whether the config the servers read is valid, naming the file and line', () => {
  expect(runReleaseCommand(['check', ...portal])).toBe(`${configFile} is a valid portal config`);
  writeFileSync(configFile, '{\n  apiUrl: 1\n}');
  expect(() => runReleaseCommand(['check', ...portal])).toThrow(/portal-config\.json:2 is not valid JSON/);
});
