import { loadShareSync } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent } from '@portal/ui';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupRemotes, useRemoteStatuses } from './remotes';
import { initShellRuntime } from './testing/shellRuntime';
import { isVersionSkewError } from './versionSkew';

const USERS_MANIFEST = 'http://remotes.test/users/mf-manifest.json';
let manifestRequests = 0;
const server = setupServer(
  // A users remote built for @portal/api 3, which this page, still on 2, does not have.
  http.get(USERS_MANIFEST, () => {
    manifestRequests += 1;
    const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
    return HttpResponse.json({
      id: 'users',
      name: 'users',
      metaData: {
        name: 'users',
        buildInfo: { buildVersion: '3.0.0', commit: 'abc1234', buildTime: '2025-03-05T10:00:00Z' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '' },
        globalName: 'users',
        pluginVersion: '2.9.2',
        publicPath: 'auto',
      },
      shared: [
        {
          id: 'users:@portal/api',
          name: '@portal/api',
          singleton: true,
          version: '3.0.0',
          requiredVersion: '^3.0.0',
          assets: noAssets,
        },
      ],
      remotes: [],
      exposes: [{ id: 'users:Section', name: 'Section', path: './Section', assets: noAssets }],
    });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The page's own federation runtime, running @portal/api 2.0.1.
  initShellRuntime({ '@portal/api': '2.0.1' });
  loadShareSync('@portal/api');
  setupRemotes({
    apiUrl: 'http://api.test',
    sections: [
      { name: 'users', label: 'Users', icon: 'users', basePath: '/app/users', manifestUrl: USERS_MANIFEST },
    ],
  });
});
afterAll(() => server.close());
beforeEach(() => {
  manifestRequests = 0;
  // The runtime warns when a retry registers a remote afresh; that is the point here.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const failureOf = (load: Promise<unknown>) =>
  load.then(
    () => undefined,
    (error: unknown) => error,
  );

test('a remote that needs a newer major is refused before any of its code runs', async () => {
  const statuses = renderHook(() => useRemoteStatuses());

  const failure = await act(() => failureOf(loadRemoteComponent('users/Section')));

  expect(isVersionSkewError(failure)).toBe(true);
  // The runtime puts its own prefix before the message of an error thrown in its hooks.
  expect((failure as Error).message).toMatch(/users needs @portal\/api \^3\.0\.0 \(this page has 2\.0\.1\)$/);
  expect(statuses.result.current).toEqual([
    { name: 'users', manifestUrl: USERS_MANIFEST, release: 'live', state: 'incompatible' },
  ]);
});

test('loads of one module at the same time share one load; a later one reads the manifest again', async () => {
  const failures = await act(() =>
    Promise.all([
      failureOf(loadRemoteComponent('users/Section')),
      failureOf(loadRemoteComponent('users/Section')),
    ]),
  );
  expect(failures.every(isVersionSkewError)).toBe(true);
  expect(manifestRequests).toBe(1);

  // A fixed build may have been deployed since: Retry checks again.
  await act(() => failureOf(loadRemoteComponent('users/Section')));
  expect(manifestRequests).toBe(2);
});
