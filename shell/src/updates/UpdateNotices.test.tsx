import type { RemoteStatus } from '@portal/federation';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@portal/ui/testing';
import { configureSpecSections } from '../testing/specSections';
import { UpdateNotices } from './UpdateNotices';

configureSpecSections();

const INTERVAL_MS = 60_000;
const build = (version: string, builtAt: string) => ({ version, commit: 'abc1234', builtAt });
const V1 = build('1.0.0', '2025-03-05T10:00:00.000Z');

// Coupons and activities run on this page; users was never opened.
const mockRemotes: RemoteStatus[] = [
  {
    name: 'coupons',
    manifestUrl: 'http://remotes.test/coupons/mf-manifest.json',
    release: 'live',
    state: 'loaded',
    build: V1,
  },
  {
    name: 'activities',
    manifestUrl: 'http://remotes.test/activities/mf-manifest.json',
    release: 'live',
    state: 'loaded',
    build: V1,
  },
  {
    name: 'users',
    manifestUrl: 'http://remotes.test/users/mf-manifest.json',
    release: 'live',
    state: 'not loaded',
  },
];
jest.mock('@portal/federation', () => ({
  ...jest.requireActual('@portal/federation'),
  getRemoteStatuses: () => mockRemotes,
}));

// What each remote has deployed right now; tests "deploy" by changing it.
let deployed: Record<string, { version: string; commit: string; builtAt: string }>;
const requested: string[] = [];
// The live release of each section as portal-config.json names it; tests "promote" by changing it.
let liveUrls: Record<string, string>;
const server = setupServer(
  http.get('*/portal-config.json', () =>
    HttpResponse.json({
      apiUrl: 'http://api.test',
      sections: mockRemotes.map(({ name, manifestUrl }) => ({
        name,
        label: name,
        icon: name,
        basePath: `/app/${name}`,
        manifestUrl: liveUrls[name] ?? manifestUrl,
      })),
    }),
  ),
  http.get('http://remotes.test/:name/mf-manifest.json', ({ params }) => {
    const name = String(params.name);
    requested.push(name);
    const stamp = deployed[name] ?? V1;
    return HttpResponse.json({
      metaData: {
        buildInfo: { buildVersion: stamp.version, commit: stamp.commit, buildTime: stamp.builtAt },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  jest.useFakeTimers();
  deployed = {};
  liveUrls = {};
  requested.length = 0;
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('a new deploy of a loaded section is announced at the next check, with a Reload action', async () => {
  const onReload = jest.fn();
  renderWithProviders(<UpdateNotices intervalMs={INTERVAL_MS} onReload={onReload} />);

  await advance(INTERVAL_MS);
  expect(requested.sort()).toEqual(['activities', 'coupons']);
  expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();

  deployed = {
    coupons: build('1.1.0', '2025-03-06T09:00:00.000Z'),
    users: build('2.0.0', '2025-03-06T09:00:00.000Z'),
  };
  await advance(INTERVAL_MS - 1);
  expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
  await advance(1);

  // Users changed too, but this page does not run it: nothing to reload for.
  expect(await screen.findByText('Coupons has been updated')).toBeInTheDocument();
  expect(screen.getAllByText(/has been updated/)).toHaveLength(1);
  expect(onReload).not.toHaveBeenCalled();

  screen.getByRole('button', { name: 'Reload' }).click();
  expect(onReload).toHaveBeenCalledTimes(1);
});

test('a rebuild of the same version counts, and returning to the window checks at once', async () => {
  renderWithProviders(<UpdateNotices intervalMs={INTERVAL_MS} onReload={jest.fn()} />);
  deployed = { activities: build('1.0.0', '2025-03-06T12:00:00.000Z') };

  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
  });

  expect(await screen.findByText('Activities has been updated')).toBeInTheDocument();
});

test('a dismissed notice stays away until the section is deployed again', async () => {
  renderWithProviders(<UpdateNotices intervalMs={INTERVAL_MS} onReload={jest.fn()} />);
  deployed = { coupons: build('1.1.0', '2025-03-06T09:00:00.000Z') };
  await advance(INTERVAL_MS);
  await screen.findByText('Coupons has been updated');

  await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
  expect(screen.queryByText('Coupons has been updated')).not.toBeInTheDocument();
  await advance(INTERVAL_MS);
  expect(screen.queryByText('Coupons has been updated')).not.toBeInTheDocument();

  deployed = { coupons: build('1.2.0', '2025-03-07T09:00:00.000Z') };
  await advance(INTERVAL_MS);
  expect(await screen.findByText('Coupons has been updated')).toBeInTheDocument();
});

test('a promotion or a rollback (the config names another release) is announced too', async () => {
  renderWithProviders(<UpdateNotices intervalMs={INTERVAL_MS} onReload={jest.fn()} />);
  liveUrls = { coupons: 'http://remotes.test/coupons-1.2.0/mf-manifest.json' };
  deployed = { 'coupons-1.2.0': build('1.2.0', '2025-03-07T09:00:00.000Z') };
  await advance(INTERVAL_MS);
  expect(await screen.findByText('Coupons has been updated')).toBeInTheDocument();
  expect(requested).toContain('coupons-1.2.0');
  expect(requested).not.toContain('coupons');
});
