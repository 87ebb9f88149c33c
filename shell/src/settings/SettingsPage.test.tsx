import type { RemoteStatus } from '@portal/federation';
import { formatDateTime, useColorMode } from '@portal/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders, tableRows } from '@portal/ui/testing';
import { SettingsPage } from './SettingsPage';

const REMOTES: RemoteStatus[] = [
  {
    name: 'users',
    manifestUrl: 'http://remotes.test/users/mf-manifest.json',
    release: 'canary',
    state: 'loaded',
  },
  {
    name: 'coupons',
    manifestUrl: 'http://remotes.test/coupons/mf-manifest.json',
    release: 'live',
    state: 'failed',
  },
  {
    name: 'activities',
    manifestUrl: 'http://remotes.test/activities/mf-manifest.json',
    release: 'fallback',
    state: 'not loaded',
  },
  {
    name: 'dashboard',
    manifestUrl: 'http://remotes.test/dashboard/mf-manifest.json',
    release: 'live',
    state: 'incompatible',
  },
];
const COLLECTOR = 'http://portal.test/health/beacons';
let collectorUrl: string | null = COLLECTOR;
let collectorAnswers: 'summary' | 'error' = 'summary';
const USERS_BUILT_AT = '2025-03-05T10:04:00.000Z';

// The federation runtime only knows remotes in a built page; the table is what is tested here.
jest.mock('@portal/federation', () => ({
  ...jest.requireActual('@portal/federation'),
  useRemoteStatuses: () => REMOTES,
  healthCollectorUrl: () => collectorUrl,
}));

const server = setupServer(
  http.get('http://remotes.test/users/mf-manifest.json', () =>
    HttpResponse.json({
      metaData: {
        buildInfo: {
          buildVersion: '1.4.2',
          buildName: 'mfe-users',
          commit: '4f2a9c1',
          buildTime: USERS_BUILT_AT,
        },
      },
    }),
  ),
  // A build from before version stamps: a version but no commit or build time.
  http.get('http://remotes.test/dashboard/mf-manifest.json', () =>
    HttpResponse.json({ metaData: { buildInfo: { buildVersion: '1.0.0' } } }),
  ),
  http.get('http://remotes.test/coupons/mf-manifest.json', () => HttpResponse.error()),
  http.get('http://remotes.test/activities/mf-manifest.json', () => HttpResponse.json({ metaData: {} })),
  http.get(COLLECTOR, () =>
    collectorAnswers === 'error'
      ? new HttpResponse(null, { status: 502 })
      : HttpResponse.json({
          releases: [
            {
              section: 'users',
              release: '1.5.0-9b8c7d6',
              loads: 12,
              loadP75Ms: 240,
              loadFailures: 1,
              skewRefusals: 0,
              errors: 3,
              fallbacks: 2,
              lastSeenAt: USERS_BUILT_AT,
            },
            {
              section: 'users',
              release: '1.4.2-4f2a9c1',
              loads: 0,
              loadP75Ms: null,
              loadFailures: 0,
              skewRefusals: 2,
              errors: 0,
              fallbacks: 0,
              lastSeenAt: USERS_BUILT_AT,
            },
          ],
        }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  collectorUrl = COLLECTOR;
  collectorAnswers = 'summary';
});

function ModeProbe() {
  return <output data-testid="mode">{useColorMode()}</output>;
}

test('lists each section with its manifest URL, deployed version, commit, build time, load state and why it runs that release', async () => {
  renderWithProviders(<SettingsPage />);
  const table = screen.getByRole('table', { name: 'Sections' });
  await waitFor(() => expect(within(table).queryByText('…')).not.toBeInTheDocument());
  expect(tableRows('Sections')).toEqual([
    [
      'users',
      'http://remotes.test/users/mf-manifest.json',
      '1.4.2',
      '4f2a9c1',
      formatDateTime(USERS_BUILT_AT),
      'loaded',
      'canary',
    ],
    ['coupons', 'http://remotes.test/coupons/mf-manifest.json', '—', '—', '—', 'failed', 'live'],
    [
      'activities',
      'http://remotes.test/activities/mf-manifest.json',
      '—',
      '—',
      '—',
      'not loaded',
      'live (canary failed)',
    ],
    [
      'dashboard',
      'http://remotes.test/dashboard/mf-manifest.json',
      '1.0.0',
      'unknown',
      '—',
      'incompatible',
      'live',
    ],
  ]);
});

test('the theme mode can be chosen and is remembered', async () => {
  renderWithProviders(
    <>
      <SettingsPage />
      <ModeProbe />
    </>,
  );
  const group = screen.getByRole('group', { name: 'Theme mode' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Light', 'Dark', 'System']);
  await userEvent.click(within(group).getByRole('button', { name: 'Dark' }));
  expect(within(group).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  expect(localStorage.getItem('themeMode')).toBe('dark');
  await waitFor(() => expect(screen.getByRole('table', { name: 'Sections' })).toHaveTextContent('1.4.2'));
});

test("section health lists each section's releases with load p75, failures, skew refusals, errors and fallbacks", async () => {
  renderWithProviders(<SettingsPage />);
  await screen.findByRole('table', { name: 'Section health' });
  expect(tableRows('Section health')).toEqual([
    ['users', '1.5.0-9b8c7d6', '12', '240 ms', '1', '0', '3', '2', formatDateTime(USERS_BUILT_AT)],
    ['users', '1.4.2-4f2a9c1', '0', '—', '0', '2', '0', '0', formatDateTime(USERS_BUILT_AT)],
  ]);
});

test('section health says when no collector is configured, or when it cannot be read', async () => {
  collectorUrl = null;
  const { unmount } = renderWithProviders(<SettingsPage />);
  expect(
    await screen.findByText('No health collector is configured (portal-config.json "healthUrl").'),
  ).toBeInTheDocument();
  unmount();

  collectorUrl = COLLECTOR;
  collectorAnswers = 'error';
  renderWithProviders(<SettingsPage />);
  expect(await screen.findByText('The health collector could not be read.')).toBeInTheDocument();
});

test('a release name from a beacon is shown as the text it is, never as markup (issue 76 item 6)', async () => {
  server.use(
    http.get(COLLECTOR, () =>
      HttpResponse.json({
        releases: [
          {
            section: 'users',
            release: 'FAKE <b>x</b>',
            loads: 0,
            loadP75Ms: null,
            loadFailures: 0,
            skewRefusals: 0,
            errors: 1,
            fallbacks: 0,
            lastSeenAt: USERS_BUILT_AT,
          },
        ],
      }),
    ),
  );
  renderWithProviders(<SettingsPage />);
  const table = await screen.findByRole('table', { name: 'Section health' });
  expect(tableRows('Section health')[0]?.[1]).toBe('FAKE <b>x</b>');
  expect(table.querySelector('b')).toBeNull();
});
