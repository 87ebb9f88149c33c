// The Organisations section in the composed portal, against the reference API's seed: what the
// screen shows is compared with what the API answers, computed here independently of the portal.
import type {
  InvoicesResponse,
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamResponse,
} from '@portal/contract/organisations';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SEARCH_PLACEHOLDER = 'Search by name, legal name, or ABN...';
const UNKNOWN_ORGANISATION_ID = '00000000-0000-4000-8000-000000000000';

const organisationsTable = (page: Page) => page.getByRole('table', { name: 'Organisations' });
const nameCells = (table: Locator) => table.locator('tbody tr td:first-child');

function listPath(query: { search?: string; limit?: number; offset?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  params.set('limit', String(query.limit ?? 25));
  params.set('offset', String(query.offset ?? 0));
  return `/admin/organisations?${params}`;
}

/** A count as the portal writes it: en-AU thousands separators. */
const count = (value: number) => value.toLocaleString('en-AU');
const enAuDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** Spec: sum of amountDue of the (up to 10) invoices, two decimals, first invoice's currency or AUD. */
function expectedLifetimeValue(invoices: InvoicesResponse['invoices']): string {
  const cents = invoices.reduce((sum, invoice) => sum + invoice.amountDue, 0);
  const amount = (cents / 100).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount} ${(invoices[0]?.currency ?? 'AUD').toUpperCase()}`;
}

const displayName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  person.firstName && person.lastName ? `${person.firstName} ${person.lastName}` : person.email;

interface OrganisationData {
  organisation: Organisation;
  detail: OrganisationDetailResponse;
  invoices: InvoicesResponse;
  team: TeamResponse;
}

type Api = { get<T>(path: string): Promise<T> };

/**
 * An organisation with several invoices, members and invitations, so every block has rows.
 * Older organisations have the longer invoice history, hence the offset.
 */
async function findBusyOrganisation(api: Api): Promise<OrganisationData> {
  const { organisations } = await api.get<OrganisationsResponse>(listPath({ limit: 100, offset: 100 }));
  for (const organisation of organisations) {
    const [detail, invoices, team] = await Promise.all([
      api.get<OrganisationDetailResponse>(`/admin/organisations/${organisation.id}`),
      api.get<InvoicesResponse>(`/admin/invoices/organisation/${organisation.id}?limit=10`),
      api.get<TeamResponse>(`/admin/team/organisation/${organisation.id}`),
    ]);
    if (invoices.invoices.length >= 3 && team.users.length > 0 && team.invitations.length > 0) {
      return { organisation, detail, invoices, team };
    }
  }
  throw new Error('The seed has no organisation with several invoices, members and invitations');
}

/** docs/product.md "Screens", written out again here so the screen is checked against the rule, not against itself. */
function expectedInvoiceStatus(invoice: InvoicesResponse['invoices'][number]): string {
  if (!invoice.refunded) return invoice.status;
  return invoice.amountRefunded >= invoice.total ? 'Refunded' : 'Partially Refunded';
}

test.describe('Organisations list', () => {
  for (const field of ['name', 'legal name', 'ABN'] as const) {
    test(`search by ${field} narrows the list and survives a reload`, async ({ adminPage: page, api }) => {
      const { organisations, total: all } = await api.get<OrganisationsResponse>(listPath({ offset: 40 }));
      const target = organisations.find((organisation) => organisation.legalName && organisation.abn)!;
      const search =
        field === 'name' ? target.name : field === 'legal name' ? target.legalName! : target.abn!;
      const expected = await api.get<OrganisationsResponse>(listPath({ search }));
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(all);

      await page.goto('/app/organisations');
      await expect(nameCells(organisationsTable(page))).toHaveCount(25);
      await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(search);

      await expect(page).toHaveURL(`/app/organisations?${new URLSearchParams({ q: search })}`);
      const names = expected.organisations.map((organisation) => organisation.name);
      await expect(nameCells(organisationsTable(page))).toHaveText(names);

      await page.reload();
      await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue(search);
      await expect(nameCells(organisationsTable(page))).toHaveText(names);
    });
  }

  test('says when nothing matches', async ({ adminPage: page }) => {
    await page.goto('/app/organisations?q=no-such-organisation-anywhere');
    await expect(page.getByText('No organisations found')).toBeVisible();
  });

  test('pages through the list, changes the page size and goes back', async ({ adminPage: page, api }) => {
    const [first, second, fifty] = await Promise.all([
      api.get<OrganisationsResponse>(listPath()),
      api.get<OrganisationsResponse>(listPath({ offset: 25 })),
      api.get<OrganisationsResponse>(listPath({ limit: 50 })),
    ]);
    const names = (answer: OrganisationsResponse) =>
      answer.organisations.map((organisation) => organisation.name);
    const table = organisationsTable(page);

    await page.goto('/app/organisations');
    await expect(nameCells(table)).toHaveText(names(first));
    await expect(page.getByText(`1–25 of ${first.total}`)).toBeVisible();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL('/app/organisations?page=2');
    await expect(nameCells(table)).toHaveText(names(second));
    await expect(page.getByText(`26–50 of ${first.total}`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/app/organisations');
    await expect(nameCells(table)).toHaveText(names(first));

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await expect(page.getByRole('option')).toHaveText(['25', '50', '100']);
    await page.getByRole('option', { name: '50' }).click();
    await expect(page).toHaveURL('/app/organisations?size=50');
    await expect(nameCells(table)).toHaveText(names(fifty));

    await page.reload();
    await expect(nameCells(table)).toHaveText(names(fifty));
  });
});

test.describe('Organisation detail', () => {
  test('a row opens the detail, whose header and metric cards match the API', async ({
    adminPage: page,
    api,
  }) => {
    const { organisation, detail, invoices, team } = await findBusyOrganisation(api);
    const found = await api.get<OrganisationsResponse>(listPath({ search: organisation.name }));
    const index = found.organisations.findIndex((candidate) => candidate.id === organisation.id);

    await page.goto(`/app/organisations?${new URLSearchParams({ q: organisation.name })}`);
    await expect(nameCells(organisationsTable(page))).toHaveText(found.organisations.map((o) => o.name));
    await organisationsTable(page).locator('tbody tr').nth(index).click();

    await expect(page).toHaveURL(`/app/organisations/${organisation.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organisation.name);
    await expect(
      page.getByText(`Created ${enAuDate.format(new Date(organisation.createdAt))}`),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText(organisation.name);

    const quota = organisation.quotaMaxUsers === -1 ? 'Unlimited' : count(organisation.quotaMaxUsers);
    await expect(page.getByRole('group', { name: 'Lifetime Value' })).toContainText(
      expectedLifetimeValue(invoices.invoices),
    );
    await expect(page.getByRole('group', { name: 'Team Members' })).toContainText(
      `${count(team.users.length)} / ${quota}`,
    );
    await expect(page.getByRole('group', { name: 'Total Projects' })).toContainText(
      count(detail.totalProjects),
    );
    await expect(page.getByRole('group', { name: 'Transactions' })).toContainText(
      `${count(detail.totalTransactionsAllocated)} / ${count(detail.totalTransactions)}`,
    );
    await expect(page.getByRole('region', { name: 'Organization & Contact' })).toContainText(
      organisation.legalName ?? '—',
    );
  });

  test('the Team and Invitations tabs list what the API answers', async ({ adminPage: page, api }) => {
    const { organisation, team } = await findBusyOrganisation(api);
    await page.goto(`/app/organisations/${organisation.id}`);

    const teamTab = page.getByRole('tab', { name: `Team (${team.users.length})` });
    await expect(teamTab).toHaveAttribute('aria-selected', 'true');
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(nameCells(members)).toHaveText(team.users.map(displayName));

    await page.getByRole('tab', { name: `Invitations (${team.invitations.length})` }).click();
    await expect(nameCells(page.getByRole('table', { name: 'Invitations' }))).toHaveText(
      team.invitations.map((invitation) => invitation.email),
    );

    await teamTab.click();
    await members.locator('tbody tr').first().click();
    await expect(page).toHaveURL(`/app/users/${team.users[0]!.id}`);
  });

  test('invoices show their status; numbers link to the payment provider and PDFs download', async ({
    adminPage: page,
    api,
  }) => {
    const { organisation, invoices } = await findBusyOrganisation(api);
    await page.goto(`/app/organisations/${organisation.id}`);

    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(
      invoices.invoices.map(expectedInvoiceStatus),
    );
    for (const invoice of invoices.invoices) {
      const number = table.getByRole('link', { name: invoice.number ?? invoice.id, exact: true });
      await expect(number).toHaveAttribute('href', `https://dashboard.stripe.com/invoices/${invoice.id}`);
      await expect(number).toHaveAttribute('target', '_blank');
      await expect(number).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const pdfs = invoices.invoices
      .map((invoice) => invoice.invoicePdf)
      .filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)));
    const downloads = table.getByRole('link', { name: 'Download' });
    await expect(downloads).toHaveCount(pdfs.length);
    for (const [i, url] of pdfs.entries()) {
      await expect(downloads.nth(i)).toHaveAttribute('href', new URL(url).href);
      await expect(downloads.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('markup in names stays text and a script URL is never a link', async ({ adminPage: page, api }) => {
    const { organisations } = await api.get<OrganisationsResponse>(listPath({ search: '<img' }));
    const hostile = organisations[0]!;
    await page.goto(`/app/organisations/${hostile.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.name);
    const contact = page.getByRole('region', { name: 'Organization & Contact' });
    await expect(contact).toContainText(hostile.website ?? '—');
    await expect(contact.getByRole('link')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('an unknown id shows Organisation not found', async ({ adminPage: page, pageErrors, portal }) => {
    // The API's 404s, for the organisation and the cards asked for beside it, are the point.
    for (const path of ['organisations', 'team/organisation', 'invoices/organisation']) {
      pageErrors.allowFailedLoadsFrom(portal.apiCallUrl(`/admin/${path}/${UNKNOWN_ORGANISATION_ID}`));
    }
    await page.goto(`/app/organisations/${UNKNOWN_ORGANISATION_ID}`);
    await expect(page.getByText('Organisation not found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
