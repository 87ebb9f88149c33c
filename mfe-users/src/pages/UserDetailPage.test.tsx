import type { UserDetailResponse } from '@portal/contract/users';
import { setRemoteLoader } from '@portal/ui';
import {
  answerError,
  columnHeaders,
  fieldsOf,
  makeOrganisation,
  makeUser,
  renderWithProviders,
  setupApi,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserDetailPage } from './UserDetailPage';

const detail: UserDetailResponse = {
  user: makeUser({
    id: 'user-7',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    status: 'ACTIVE',
    emailVerified: false,
    twoFactorEnabled: true,
    isAdmin: true,
    providers: ['google', 'xero'],
    googleId: 'g-123',
    xeroId: null,
    createdAt: '2024-03-05T10:00:00.000Z',
    lastLoginAt: null,
  }),
  organisations: [
    {
      ...makeOrganisation({
        id: 'org-1',
        name: 'Acme Labs',
        legalName: 'Acme Pty Ltd',
        createdAt: '2024-03-05T10:00:00.000Z',
      }),
      role: 'OWNER',
    },
    {
      ...makeOrganisation({
        id: 'org-2',
        name: 'Beta',
        legalName: null,
        subscriptionStatus: 'TRIALING',
        createdAt: '2025-01-20T10:00:00.000Z',
      }),
      role: 'VIEWER',
    },
  ],
};

const { server, requests } = setupApi(
  http.get(testApiUrl('/admin/users/user-7'), () => HttpResponse.json(detail)),
);

function renderDetail(id = 'user-7') {
  return renderWithProviders(<UserDetailPage />, { route: `/app/users/${id}`, path: '/app/users/:userId' });
}

describe('UserDetailPage', () => {
  it('shows the header, the two cards and the three information groups', async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/users/user-7']);
    expect(within(screen.getByRole('group', { name: 'Organisations' })).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Last Login' })).getByText('Never')).toBeInTheDocument();
    expect(fieldsOf('Personal Information')).toEqual({
      'First Name': 'Grace',
      'Last Name': 'Hopper',
      Email: 'grace@example.com',
      'Email Verified': 'Not Verified',
    });
    expect(fieldsOf('Account Information')).toEqual({
      Created: '5 Mar 2024',
      'Last Login': 'Never',
      '2FA Enabled': 'Enabled',
      Admin: 'Yes',
    });
    expect(fieldsOf('Authentication')).toEqual({
      Providers: 'googlexero',
      'Google ID': 'g-123',
      'Xero ID': '—',
    });
  });

  it('words the opposite facts the other way and shows None without providers', async () => {
    const user = {
      ...detail.user,
      emailVerified: true,
      twoFactorEnabled: false,
      isAdmin: false,
      providers: [],
    };
    server.use(
      http.get(testApiUrl('/admin/users/user-7'), () => HttpResponse.json({ user, organisations: [] })),
    );
    renderDetail();

    await screen.findByRole('heading', { level: 1 });
    expect(fieldsOf('Personal Information')['Email Verified']).toBe('Verified');
    expect(fieldsOf('Account Information')).toMatchObject({ '2FA Enabled': 'Disabled', Admin: 'No' });
    expect(fieldsOf('Authentication').Providers).toBe('None');
  });

  it('lists the organisations with role and subscription status, and a row opens the organisation', async () => {
    const user = userEvent.setup();
    const view = renderDetail();

    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(columnHeaders('Organisations')).toEqual([
      'Name',
      'Legal Name',
      'Role',
      'Subscription Status',
      'Created',
    ]);
    expect(tableRows('Organisations')).toEqual([
      ['Acme Labs', 'Acme Pty Ltd', 'OWNER', 'ACTIVE', '5 Mar 2024'],
      ['Beta', '—', 'VIEWER', 'TRIALING', '20 Jan 2025'],
    ]);

    await user.click(within(table).getByText('Beta'));
    expect(view.location().pathname).toBe('/app/organisations/org-2');
  });

  it("embeds the activities remote's list for this user, organisation column shown and user column hidden", async () => {
    const loaded: string[] = [];
    setRemoteLoader(async (id) => {
      loaded.push(id);
      return { default: (props: object) => <p>ActivityList {JSON.stringify(props)}</p> };
    });
    renderDetail();

    const activities = await screen.findByRole('region', { name: 'Recent Activities' });
    const embedded = await within(activities).findByText(/^ActivityList /);
    expect(JSON.parse(embedded.textContent?.replace('ActivityList ', '') ?? '')).toEqual({
      scope: { kind: 'user', id: 'user-7' },
      showUser: false,
      showOrganisation: true,
    });
    expect(loaded).toEqual(['activities/ActivityList']);
  });

  it('keeps the page working with a Retry when the activities remote cannot load', async () => {
    setRemoteLoader(() => Promise.reject(new Error('activities is down')));
    renderDetail();
    const activities = await screen.findByRole('region', { name: 'Recent Activities' });
    expect(
      await within(activities).findByText('Recent activities are unavailable right now.'),
    ).toBeInTheDocument();
    expect(within(activities).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('says User not found for an unknown id', async () => {
    server.use(answerError('/admin/users/nobody', 404, 'NOT_FOUND'));
    renderDetail('nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User not found$/);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/app/users');
  });

  it('shows the fetch error when the user cannot be loaded', async () => {
    server.use(answerError('/admin/users/user-7', 500));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch user details$/);
  });
});
