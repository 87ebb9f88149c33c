import type {
  InvoicesResponse,
  OrganisationDetailResponse,
  TeamResponse,
} from '@portal/contract/organisations';
import { formatDateTime, setRemoteLoader } from '@portal/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeInvitation, makeInvoice, makeOrganisationDetail, makeTeamMember } from '../testing/fixtures';
import { fieldsOf, renderWithProviders, setupApi, tableRows, testApiUrl } from '@portal/ui/testing';
import Section from '../Section';

interface OrganisationAnswers {
  detail?: OrganisationDetailResponse | number;
  invoices?: InvoicesResponse | number;
  team?: TeamResponse | number;
}

const DEFAULT_ANSWERS: Required<OrganisationAnswers> = {
  detail: makeOrganisationDetail(),
  invoices: {
    invoices: [
      makeInvoice({ id: 'in_1', number: 'INV-0001', amountDue: 123_456, total: 123_456, currency: 'usd' }),
      makeInvoice({ id: 'in_2', number: 'INV-0002', amountDue: 2_544, status: 'open' }),
    ],
    total: 2,
  },
  team: {
    users: [
      makeTeamMember(),
      makeTeamMember({ id: 'user-2', firstName: null, email: 'solo@acme.example.com', role: 'VIEWER' }),
    ],
    invitations: [makeInvitation()],
  },
};

/** A number answers that HTTP status with an error body. */
function reply(answer: object | number) {
  return typeof answer === 'number'
    ? HttpResponse.json({ code: 'ERROR', message: 'Something failed' }, { status: answer })
    : HttpResponse.json(answer);
}

function serve(answers: OrganisationAnswers = {}) {
  const { detail, invoices, team } = { ...DEFAULT_ANSWERS, ...answers };
  server.use(
    http.get(testApiUrl('/admin/organisations/:id'), () => reply(detail)),
    http.get(testApiUrl('/admin/invoices/organisation/:id'), () => reply(invoices)),
    http.get(testApiUrl('/admin/team/organisation/:id'), () => reply(team)),
  );
}

// The activities remote, as the federation runtime would hand it over: it shows what it was asked for.
function FakeActivityList(props: {
  scope: { kind: string; id: string };
  showUser: boolean;
  showOrganisation: boolean;
}) {
  return (
    <p>
      Activities of {props.scope.kind} {props.scope.id}; user column {String(props.showUser)}; organisation
      column {String(props.showOrganisation)}
    </p>
  );
}

const { server, requests } = setupApi();
beforeEach(() => setRemoteLoader(async () => ({ default: FakeActivityList })));

const renderSection = (route: string) =>
  renderWithProviders(<Section />, { route, path: '/app/organisations/*' });

const region = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('group', { name });

describe('Organisation detail', () => {
  it('shows the breadcrumb, name, creation date and subscription status', async () => {
    serve({ detail: makeOrganisationDetail({ subscriptionStatus: 'TRIALING' }) });
    renderSection('/app/organisations/org-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByText('Created 5 Mar 2024')).toBeInTheDocument();
    expect(screen.getByText('TRIALING')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Organisations' })).toHaveAttribute(
      'href',
      '/app/organisations',
    );
    expect(within(breadcrumb).getByText('Acme Labs')).toHaveAttribute('aria-current', 'page');
    // The detail, team and invoices calls of the organisation in the URL (the same call may serve two blocks).
    expect(new Set(requests)).toEqual(
      new Set([
        'GET /admin/organisations/org-1',
        'GET /admin/team/organisation/org-1',
        'GET /admin/invoices/organisation/org-1?limit=10',
      ]),
    );
  });

  it('computes the four metric cards', async () => {
    serve();
    renderSection('/app/organisations/org-1');

    // 1,234.56 + 25.44 in the first invoice's currency.
    expect(
      await within(await screen.findByRole('group', { name: 'Lifetime Value' })).findByText('1,260.00 USD'),
    ).toBeInTheDocument();
    expect(await within(card('Team Members')).findByText('2 / 10')).toBeInTheDocument();
    expect(within(card('Total Projects')).getByText('4')).toBeInTheDocument();
    expect(within(card('Transactions')).getByText('87 / 120')).toBeInTheDocument();
  });

  it('shows AUD without invoices and Unlimited for the -1 quota', async () => {
    serve({ detail: makeOrganisationDetail({ quotaMaxUsers: -1 }), invoices: { invoices: [], total: 0 } });
    renderSection('/app/organisations/org-1');

    expect(
      await within(await screen.findByRole('group', { name: 'Lifetime Value' })).findByText('0.00 AUD'),
    ).toBeInTheDocument();
    expect(await within(card('Team Members')).findByText('2 / Unlimited')).toBeInTheDocument();
  });

  it('shows every field of the three info groups, with safe links', async () => {
    serve();
    renderSection('/app/organisations/org-1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs' });

    expect(fieldsOf('Organization & Contact')).toEqual({
      'Legal Name': 'Acme Laboratories Pty Ltd',
      ABN: '51 824 753 556',
      'Contact Number': '+61 2 9000 1234',
      Website: 'https://acme.example.com',
    });
    expect(fieldsOf('Subscription & Billing')).toEqual({
      'Billing Email': 'billing@acme.example.com',
      'Valid Until': '5 Mar 2026',
      'Card Expires': '31 Aug 2027',
      'Stripe Customer ID': 'cus_123',
      'Promotion Code Used': 'LAUNCH20',
    });
    expect(fieldsOf('Integration & Setup')).toEqual({
      Xero: 'Connected',
      'Last Sync': formatDateTime('2025-06-01T04:30:00.000Z'),
      'Tax Year Start': 'July',
      Onboarding: 'Complete',
    });

    const website = within(region('Organization & Contact')).getByRole('link', {
      name: 'https://acme.example.com',
    });
    expect(website).toHaveAttribute('href', 'https://acme.example.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const billing = within(region('Subscription & Billing'));
    expect(billing.getByRole('link', { name: 'cus_123' })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/customers/cus_123',
    );
    expect(billing.getByRole('link', { name: 'LAUNCH20' })).toHaveAttribute('href', '/app/coupons/coupon-9');
  });

  it('shows the opposite states and never links an unsafe website', async () => {
    serve({
      detail: makeOrganisationDetail({
        website: 'javascript:alert(1)',
        connectedToXero: false,
        xeroLastSyncTransactionsAt: null,
        completedOnboarding: false,
        promotionCode: null,
        couponId: null,
        stripeCustomerId: null,
        taxYearStartMonth: 1,
      }),
    });
    renderSection('/app/organisations/org-1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Labs' });

    expect(fieldsOf('Organization & Contact').Website).toBe('javascript:alert(1)');
    expect(within(region('Organization & Contact')).queryByRole('link')).not.toBeInTheDocument();
    expect(fieldsOf('Subscription & Billing')).toMatchObject({
      'Stripe Customer ID': '—',
      'Promotion Code Used': '—',
    });
    expect(fieldsOf('Integration & Setup')).toEqual({
      Xero: 'Not Connected',
      'Last Sync': 'Never',
      'Tax Year Start': 'January',
      Onboarding: 'Incomplete',
    });
  });

  it('shows the team and the invitations in two tabs; a member row opens the user', async () => {
    serve();
    const user = userEvent.setup();
    const view = renderSection('/app/organisations/org-1');

    const teamTab = await screen.findByRole('tab', { name: 'Team (2)' });
    expect(teamTab).toHaveAttribute('aria-selected', 'true');
    expect(tableRows('Team members')).toEqual([
      ['Grace Hopper', 'grace@acme.example.com', 'OWNER', 'ACTIVE', '6 Mar 2024'],
      ['solo@acme.example.com', 'solo@acme.example.com', 'VIEWER', 'ACTIVE', '6 Mar 2024'],
    ]);

    await user.click(screen.getByRole('tab', { name: 'Invitations (1)' }));
    expect(tableRows('Invitations')).toEqual([
      ['new.hire@acme.example.com', 'MEMBER', 'PENDING', '1 July 2025', 'GHGrace Hopper'],
    ]);
    expect(screen.getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute('href', '/app/users/user-1');

    await user.click(screen.getByRole('tab', { name: 'Team (2)' }));
    await user.click(screen.getByText('Grace Hopper'));
    expect(view.location().url).toBe('/app/users/user-1');
  });

  it('says when there are no members and no invitations', async () => {
    serve({ team: { users: [], invitations: [] } });
    const user = userEvent.setup();
    renderSection('/app/organisations/org-1');

    expect(await screen.findByText('No active team members')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Invitations (0)' }));
    expect(screen.getByText('No pending invitations')).toBeInTheDocument();
  });

  it('lists invoices with provider links, display status, amount, date and PDF download', async () => {
    serve({
      invoices: {
        invoices: [
          makeInvoice({ id: 'in_1', number: 'INV-0001', total: 10_000 }),
          makeInvoice({ id: 'in_2', number: 'INV-0002', status: 'open', total: 2_550, invoicePdf: null }),
          makeInvoice({ id: 'in_3', number: 'INV-0003', refunded: true, amountRefunded: 500, total: 500 }),
          makeInvoice({ id: 'in_4', number: 'INV-0004', refunded: true, amountRefunded: 100, total: 500 }),
          makeInvoice({ id: 'in_5', number: 'INV-0005', status: 'void', invoicePdf: 'javascript:alert(1)' }),
        ],
        total: 5,
      },
    });
    renderSection('/app/organisations/org-1');

    await screen.findByRole('table', { name: 'Invoices' });
    expect(tableRows('Invoices')).toEqual([
      ['INV-0001', 'paid', '100.00 AUD', '1 May 2025', 'Download'],
      ['INV-0002', 'open', '25.50 AUD', '1 May 2025', '—'],
      ['INV-0003', 'Refunded', '5.00 AUD', '1 May 2025', 'Download'],
      ['INV-0004', 'Partially Refunded', '5.00 AUD', '1 May 2025', 'Download'],
      ['INV-0005', 'void', '100.00 AUD', '1 May 2025', 'Download'],
    ]);
    const invoices = within(screen.getByRole('table', { name: 'Invoices' }));
    const number = invoices.getByRole('link', { name: 'INV-0001' });
    expect(number).toHaveAttribute('href', 'https://dashboard.stripe.com/invoices/in_1');
    expect(number).toHaveAttribute('rel', 'noopener noreferrer');
    const downloads = invoices.getAllByRole('link', { name: 'Download' });
    // INV-0005's PDF is not an http(s) URL: shown, never linked.
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
      'https://pay.example.com/in_1.pdf',
      'https://pay.example.com/in_1.pdf',
      'https://pay.example.com/in_1.pdf',
    ]);
  });

  it('says when there are no invoices', async () => {
    serve({ invoices: { invoices: [], total: 0 } });
    renderSection('/app/organisations/org-1');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
  });

  it('embeds the activity list scoped to the organisation, with the user column and without the organisation one', async () => {
    serve();
    renderSection('/app/organisations/org-1');
    expect(
      await screen.findByText(
        'Activities of organisation org-1; user column true; organisation column false',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the page when the activities remote is down, and retries it', async () => {
    let remoteUp = false;
    setRemoteLoader(async () => {
      if (!remoteUp) throw new Error('activities is down');
      return { default: FakeActivityList };
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve();
    const user = userEvent.setup();
    renderSection('/app/organisations/org-1');

    expect(await screen.findByText('Recent activities are unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Labs' })).toBeInTheDocument();

    remoteUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Activities of organisation org-1/)).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows Organisation not found for an unknown id', async () => {
    serve({ detail: 404, invoices: 404, team: 404 });
    renderSection('/app/organisations/nope');

    expect(await screen.findByText('Organisation not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows Organisation not found for an id the API rejects as malformed', async () => {
    serve({ detail: 400, invoices: 400, team: 400 });
    renderSection('/app/organisations/not-a-uuid');
    expect(await screen.findByText('Organisation not found')).toBeInTheDocument();
  });

  it('shows the details error and still shows team and invoices', async () => {
    serve({ detail: 500 });
    renderSection('/app/organisations/org-1');

    expect(await screen.findByText('Failed to fetch organisation details')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Team (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INV-0001' })).toBeInTheDocument();
  });

  it('shows the invoices error in the invoice table and the lifetime value only', async () => {
    serve({ invoices: 500 });
    renderSection('/app/organisations/org-1');

    await waitFor(() => expect(screen.getAllByText('Failed to fetch invoices')).toHaveLength(2));
    expect(within(card('Lifetime Value')).getByRole('alert')).toHaveTextContent('Failed to fetch invoices');
    expect(await within(card('Team Members')).findByText('2 / 10')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Team (2)' })).toBeInTheDocument();
  });

  it('shows the team error in the team block and the team members card only', async () => {
    serve({ team: 500 });
    renderSection('/app/organisations/org-1');

    await waitFor(() => expect(screen.getAllByText('Failed to fetch team')).toHaveLength(2));
    expect(within(card('Team Members')).getByRole('alert')).toHaveTextContent('Failed to fetch team');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INV-0001' })).toBeInTheDocument();
  });

  it('shows a name with markup as text', async () => {
    const name = '<script>alert(1)</script><b>Bold</b>';
    serve({ detail: makeOrganisationDetail({ name }) });
    renderSection('/app/organisations/org-1');

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(document.querySelector('b, main script')).toBeNull();
  });
});
