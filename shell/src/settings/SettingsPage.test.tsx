import type { RemoteStatus } from '@portal/federation';
import { formatDateTime, useColorMode } from '@portal/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders, tableRows } from '@portal/ui/testing';
import { SettingsPage } from './SettingsPage';

const REMOTES: RemoteStatus[] = [
  { name: 'users', manifestUrl: 'http://remotes.test/users/mf-manifest.json', state: 'loaded' },
  { name: 'coupons', manifestUrl: 'http://remotes.test/coupons/mf-manifest.json', state: 'failed' },
  { name: 'activities', manifestUrl: 'http://remotes.test/activities/mf-manifest.json', state: 'not loaded' },
  { name: 'dashboard', manifestUrl: 'http://remotes.test/dashboard/mf-manifest.json', state: 'incompatible' },
];
const USERS_BUILT_AT = '2025-03-05T10:04:00.000Z';

// The federation runtime only knows remotes in a built page; the table is what is tested here.
jest.mock('@portal/federation', () => ({
  ...jest.requireActual('@portal/federation'),
  useRemoteStatuses: () => REMOTES,
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
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function ModeProbe() {
  return <output data-testid="mode">{useColorMode()}</output>;
}

test('lists each section with its manifest URL, deployed version, commit, build time and load state', async () => {
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
    ],
    ['coupons', 'http://remotes.test/coupons/mf-manifest.json', '—', '—', '—', 'failed'],
    ['activities', 'http://remotes.test/activities/mf-manifest.json', '—', '—', '—', 'not loaded'],
    ['dashboard', 'http://remotes.test/dashboard/mf-manifest.json', '1.0.0', 'unknown', '—', 'incompatible'],
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
