import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { GrowthResponse } from '@portal/contract/dashboard';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { setRemoteLoader } from '@portal/ui';
import { answerError, renderWithProviders, setupApi, testApiUrl } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Section from '../Section';

const USERS: UsersResponse = { users: [], total: 12345, totalActive: 9876 };
const ORGANISATIONS: OrganisationsResponse = { organisations: [], total: 1200, totalActive: 845 };
const coupon = (timesRedeemed: number) => ({ timesRedeemed }) as CouponsResponse['coupons'][number];
const COUPONS: CouponsResponse = { coupons: [coupon(3), coupon(1500), coupon(0)], total: 3 };
const ACTIVITIES: ActivitiesResponse = { activities: [], total: 250000 };
const GROWTH: GrowthResponse = {
  growth: [
    { month: '2025-02', userCount: 10, organisationCount: 2 },
    { month: '2025-03', userCount: 12, activeUsers: 9, organisationCount: 4 },
  ],
};

const { server, requests } = setupApi(
  http.get(testApiUrl('/admin/users'), () => HttpResponse.json(USERS)),
  http.get(testApiUrl('/admin/organisations'), () => HttpResponse.json(ORGANISATIONS)),
  http.get(testApiUrl('/admin/coupons'), () => HttpResponse.json(COUPONS)),
  http.get(testApiUrl('/admin/activities'), () => HttpResponse.json(ACTIVITIES)),
  http.get(testApiUrl('/admin/growth'), () => HttpResponse.json(GROWTH)),
);
const fail = (path: string) => server.use(answerError(path, 500));

// Stands in for the activities remote's ActivityList: shows the props it was given.
function FakeActivityList(props: object) {
  return <pre aria-label="Activity list props">{JSON.stringify(props)}</pre>;
}
const loadsActivityList = async (id: string) => {
  if (id !== 'activities/ActivityList') throw new Error(`unexpected ${id}`);
  return { default: FakeActivityList };
};

beforeEach(() => setRemoteLoader(loadsActivityList));
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'ResizeObserver');
});

const renderDashboard = () => renderWithProviders(<Section />, { route: '/app', path: '/app/*' });
const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

describe('Dashboard', () => {
  it('shows the four stat cards with the API totals, their subtitles and where they lead', async () => {
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading statistics' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: /^Total Users/ })).toHaveTextContent(
      'Total Users12,3459,876 active',
    );
    expect(card('Total Users')).toHaveAttribute('href', '/app/users');
    expect(card('Organisations')).toHaveTextContent('Organisations1,200845 active');
    expect(card('Organisations')).toHaveAttribute('href', '/app/organisations');
    // 3 + 1500 + 0 redemptions over 3 coupons.
    expect(card('Coupon Redemptions')).toHaveTextContent('Coupon Redemptions1,5033 total coupons');
    expect(card('Coupon Redemptions')).toHaveAttribute('href', '/app/coupons');
    expect(card('Activities')).toHaveTextContent('Activities250,000Total recorded');
    expect(card('Activities')).toHaveAttribute('href', '/app/activities');
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /admin/users?limit=1',
        'GET /admin/organisations?limit=1',
        'GET /admin/coupons?limit=100',
        'GET /admin/activities?limit=1',
      ]),
    );
  });

  it.each(['/admin/users', '/admin/organisations', '/admin/coupons', '/admin/activities'])(
    'shows only the statistics error when %s fails, keeping the rest of the dashboard',
    async (path) => {
      fail(path);
      renderDashboard();

      expect(await screen.findByText('Failed to fetch statistics')).toHaveAttribute('role', 'alert');
      expect(screen.queryByRole('link', { name: /^Total Users/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Growth Over Time' })).toBeInTheDocument();
      expect(await screen.findByLabelText('Activity list props')).toBeInTheDocument();
    },
  );

  it('draws the growth chart with its three series in order', async () => {
    // jsdom lays nothing out: give the chart a size so recharts renders it.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 300));
    Object.assign(globalThis, {
      ResizeObserver: class {
        observe() {}
        disconnect() {}
      },
    });
    renderDashboard();

    const chart = screen.getByRole('region', { name: 'Growth Over Time' });
    await within(chart).findByText('New Users');
    const legend = [...chart.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
    expect(legend).toEqual(['New Users', 'Active Users', 'Organisations']);
    // Under the plot, not inside the chart's box (where it would make the chart draw itself again).
    expect(chart.querySelector('.recharts-wrapper .recharts-legend-item')).toBeNull();
  });

  it('says when there is no growth data', async () => {
    server.use(http.get(testApiUrl('/admin/growth'), () => HttpResponse.json({ growth: [] })));
    renderDashboard();

    expect(await screen.findByText('No growth data available')).toBeInTheDocument();
  });

  it('shows the red growth error when the growth call fails, and the cards still', async () => {
    fail('/admin/growth');
    renderDashboard();

    const chart = screen.getByRole('region', { name: 'Growth Over Time' });
    expect(await within(chart).findByRole('alert')).toHaveTextContent('Failed to fetch growth data');
    expect(await screen.findByRole('link', { name: /^Total Users/ })).toBeInTheDocument();
  });

  it('shows the ten latest activities of the activities remote with user and organisation columns', async () => {
    renderDashboard();

    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/app/activities');
    const props = await within(recent).findByLabelText('Activity list props');
    expect(JSON.parse(props.textContent ?? '')).toEqual({
      scope: { kind: 'all' },
      showUser: true,
      showOrganisation: true,
      limit: 10,
    });
  });

  it('keeps an activities outage inside the Recent Activity card and retries on request', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setRemoteLoader(() => Promise.reject(new Error('activities is down')));
    renderDashboard();

    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(
      await within(recent).findByText('Recent activities are unavailable right now.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Total Users/ })).toBeInTheDocument();

    setRemoteLoader(loadsActivityList);
    await userEvent.setup().click(within(recent).getByRole('button', { name: 'Retry' }));
    expect(await within(recent).findByLabelText('Activity list props')).toBeInTheDocument();
  });
});
