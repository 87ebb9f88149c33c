import { loadShareSync } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent } from '@portal/ui';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { releaseUrlsIn } from './remoteRegistry';
import { getRemoteStatuses, recordSectionError, runsCandidate, setupRemotes } from './remotes';
import { initShellRuntime } from './testing/shellRuntime';

// Every manifest here needs a @portal/api major this page lacks, so each load ends refused: what
// matters is which release this page asks for, and that it falls back when the candidate fails.
const manifestUrl = (section: string, release: string) =>
  `http://cdn.test/releases/${section}/${release}/mf-manifest.json`;
const requested: string[] = [];
const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
const server = setupServer(
  http.get('http://cdn.test/releases/:section/:release/mf-manifest.json', ({ request, params }) => {
    requested.push(request.url);
    const name = String(params.section);
    return HttpResponse.json({
      id: name,
      name,
      metaData: {
        name,
        buildInfo: { buildVersion: '3.0.0', commit: 'abc1234', buildTime: '2026-11-28T01:00:00Z' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '' },
        globalName: name,
        pluginVersion: '2.9.2',
        publicPath: 'auto',
      },
      shared: [
        {
          id: `${name}:@portal/api`,
          name: '@portal/api',
          singleton: true,
          version: '3.0.0',
          requiredVersion: '^3.0.0',
          assets: noAssets,
        },
      ],
      remotes: [],
      exposes: [{ id: `${name}:Section`, name: 'Section', path: './Section', assets: noAssets }],
    });
  }),
);

const section = (name: string, accounts: string[]) => ({
  name,
  label: name,
  icon: name,
  basePath: `/app/${name}`,
  manifestUrl: manifestUrl(name, '1.0.0-live'),
  canary: { manifestUrl: manifestUrl(name, '1.1.0-candidate'), accounts },
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  initShellRuntime({ '@portal/api': '2.0.0' });
  loadShareSync('@portal/api');
  localStorage.setItem('user', JSON.stringify({ id: 'a1' }));
  setupRemotes({
    apiUrl: 'http://api.test',
    sections: [section('users', ['a1']), section('coupons', ['someone-else'])],
  });
});
afterAll(() => {
  server.close();
  localStorage.clear();
});
beforeEach(() => {
  requested.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const statusOf = (name: string) => getRemoteStatuses().find((status) => status.name === name);

test('a named account asks for the candidate; when it fails, the live release, on the same load', async () => {
  expect(statusOf('users')).toMatchObject({
    manifestUrl: manifestUrl('users', '1.1.0-candidate'),
    release: 'canary',
  });
  await act(() => loadRemoteComponent('users/Section').catch(() => undefined));
  expect(requested).toEqual([manifestUrl('users', '1.1.0-candidate'), manifestUrl('users', '1.0.0-live')]);
  expect(statusOf('users')).toMatchObject({
    manifestUrl: manifestUrl('users', '1.0.0-live'),
    release: 'fallback',
  });

  // The page keeps to the live release from then on.
  requested.length = 0;
  await act(() => loadRemoteComponent('users/Section').catch(() => undefined));
  expect(requested).toEqual([manifestUrl('users', '1.0.0-live')]);
});

test('an account the canary does not name never asks for the candidate', async () => {
  await act(() => loadRemoteComponent('coupons/Section').catch(() => undefined));
  expect(requested).toEqual([manifestUrl('coupons', '1.0.0-live')]);
  expect(statusOf('coupons')).toMatchObject({ release: 'live', state: 'incompatible' });
});

test('a candidate that threw while rendering is recorded as a fallback, and this tab runs the live release from then on', () => {
  // A canary for an account the page runs it for, then the error its boundary caught.
  const config = { apiUrl: 'http://api.test', sections: [section('dashboard', ['a1'])] };
  setupRemotes(config);
  expect(runsCandidate('dashboard')).toBe(true);
  recordSectionError('dashboard', new TypeError('a bad candidate'));
  expect(JSON.parse(sessionStorage.getItem('portal.failedCandidates') ?? '[]')).toEqual([
    manifestUrl('dashboard', '1.1.0-candidate'),
  ]);
  // The next page load of this tab chooses the live release.
  expect(releaseUrlsIn(config).dashboard).toBe(manifestUrl('dashboard', '1.0.0-live'));
  expect(runsCandidate('users')).toBe(false);
});
