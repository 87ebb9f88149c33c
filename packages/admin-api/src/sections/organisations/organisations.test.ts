import type {
  InvoicesResponse,
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamResponse,
} from '@portal/contract/organisations';
import { formatAbn } from '../../seed/abn';
import { seededRowCounts } from '../../seed/seedDatabase';
import { adminTestApi } from '../../testing/testApi';
import {
  expectNewestFirst,
  itAnswersAnySearchLength,
  itAnswersNotFound,
  ORGANISATION_KEYS,
  UNKNOWN_ID,
  USER_KEYS,
} from '../../testing/sectionAssertions';

const SEEDED = seededRowCounts('small');

const api = adminTestApi();
const { get } = api;

const searchOrganisations = (search: string) =>
  get<OrganisationsResponse>(`/admin/organisations?limit=100&search=${encodeURIComponent(search)}`);
const organisationText = (organisation: Organisation) => [organisation.name, organisation.legalName ?? ''];

describe('GET /admin/organisations and search', () => {
  it('answers a page of organisations with the total and the active total', async () => {
    const body = await get<OrganisationsResponse>('/admin/organisations');
    expect(Object.keys(body).sort()).toEqual(['organisations', 'total', 'totalActive']);
    expect(body.organisations).toHaveLength(25);
    expect(body.total).toBe(SEEDED.organisations);
    expect(body.totalActive).toBeGreaterThan(100);
    expect(body.totalActive).toBeLessThan(body.total);
    for (const organisation of body.organisations)
      expect(Object.keys(organisation).sort()).toEqual(ORGANISATION_KEYS);
    expectNewestFirst(body.organisations);
    // The hostile rows are the newest, so every list shows them on its first page.
    expect(body.organisations[0]!.name).toBe('<img src=x onerror=alert(1)> Holdings');
    expect(body.organisations[0]!.website).toBe('javascript:alert(1)');
  });

  it('matches name and legal name, ignoring case', async () => {
    const byName = await searchOrganisations('kangaroo koffee');
    expect(byName.organisations.map((organisation) => organisation.name)).toEqual(['🦘 Kangaroo Koffee ☕']);
    const byLegalName = await searchOrganisations('shaked TECHNOLOGIES');
    expect(byLegalName.organisations.map((organisation) => organisation.name)).toEqual(['שקד טכנולוגיות']);
    const bondi = await searchOrganisations('bondi');
    expect(bondi.total).toBeGreaterThan(0);
    for (const organisation of bondi.organisations) {
      expect(organisationText(organisation).some((text) => text.toLowerCase().includes('bondi'))).toBe(true);
    }
  });

  it('matches an ABN typed with or without spaces, whole or in part', async () => {
    const [target] = (
      await get<OrganisationsResponse>('/admin/organisations?limit=100&offset=50')
    ).organisations.filter((organisation) => organisation.abn);
    const abn = target!.abn!;
    for (const search of [abn, formatAbn(abn), formatAbn(abn).slice(3, 10)]) {
      const body = await searchOrganisations(search);
      expect(body.organisations.map((organisation) => organisation.id)).toContain(target!.id);
      for (const organisation of body.organisations) {
        const matchesText = organisationText(organisation).some((text) => text.includes(search));
        expect(matchesText || organisation.abn?.includes(search.replace(/\s/g, ''))).toBe(true);
      }
    }
  });

  it('finds every organisation whose ABN starts with a prefix, typed with or without its space', async () => {
    const all: Organisation[] = [];
    for (let offset = 0; offset < SEEDED.organisations; offset += 100)
      all.push(
        ...(await get<OrganisationsResponse>(`/admin/organisations?limit=100&offset=${offset}`))
          .organisations,
      );
    const abn = all.find((organisation) => organisation.abn)!.abn!;
    for (const prefix of [abn.slice(0, 4), formatAbn(abn).slice(0, 5)]) {
      const digits = prefix.replace(/\s/g, '');
      const expected = all
        .filter(
          (organisation) =>
            organisation.abn?.startsWith(digits) ||
            organisationText(organisation).some((text) => text.toLowerCase().includes(prefix)),
        )
        .map((organisation) => organisation.id);
      const found = await searchOrganisations(prefix);
      expect(found.total).toBeGreaterThan(0);
      // The prefix's matches: every one of them (an ABN holding those digits later on matches too).
      expect(found.organisations.map((organisation) => organisation.id)).toEqual(
        expect.arrayContaining(expected),
      );
      for (const organisation of found.organisations) {
        const matches =
          organisation.abn?.includes(digits) ||
          organisationText(organisation).some((text) => text.toLowerCase().includes(prefix));
        expect({ id: organisation.id, matches }).toEqual({ id: organisation.id, matches: true });
      }
    }
  });

  it('takes %, _, \\ and quotes literally', async () => {
    const expected = ['100% Organic_Produce Co'];
    const names = async (search: string) =>
      (await searchOrganisations(search)).organisations.map((organisation) => organisation.name);
    expect(await names('%')).toEqual(expected);
    expect(await names('0% o')).toEqual(expected);
    expect(await names('c_p')).toEqual(expected);
    expect(await names('_')).toEqual(expected);
    expect(await names('\\ sons')).toEqual(expected);
    expect(await names("o'brien \\")).toEqual(expected);
  });

  it('answers the detail with the project and transaction totals', async () => {
    const [first] = (await get<OrganisationsResponse>('/admin/organisations?limit=1')).organisations;
    const detail = await get<OrganisationDetailResponse>(`/admin/organisations/${first!.id}`);
    expect(Object.keys(detail).sort()).toEqual([
      'organisation',
      'totalProjects',
      'totalTransactions',
      'totalTransactionsAllocated',
    ]);
    expect(detail.organisation).toEqual(first);
    expect(detail.totalTransactionsAllocated).toBeLessThanOrEqual(detail.totalTransactions);
  });
});

describe('a search of any length', () => {
  itAnswersAnySearchLength(api, '/admin/organisations', 'organisations');
});

describe('GET /admin/invoices/organisation/{id}', () => {
  it('answers the 10 newest invoices and the total', async () => {
    // The oldest organisations have been billed for the longest.
    const organisations = (await get<OrganisationsResponse>('/admin/organisations?limit=50&offset=255'))
      .organisations;
    const invoiceLists = await Promise.all(
      organisations.map((organisation) =>
        get<InvoicesResponse>(`/admin/invoices/organisation/${organisation.id}`),
      ),
    );
    const body = invoiceLists.find((list) => list.total > 10)!;
    expect(body.invoices).toHaveLength(10);
    expectNewestFirst(body.invoices.map((invoice) => ({ createdAt: invoice.created, id: invoice.id })));
    for (const invoice of body.invoices) {
      expect(invoice.id).toMatch(/^in_/);
      expect(invoice.amountRefunded > 0).toBe(invoice.refunded);
    }
  });

  it('passes stored values through unchanged, even a script URL', async () => {
    const [hostile] = (await searchOrganisations('onerror')).organisations;
    const body = await get<InvoicesResponse>(`/admin/invoices/organisation/${hostile!.id}`);
    expect(body.invoices.map((invoice) => invoice.invoicePdf)).toEqual(['javascript:alert(1)']);
  });
});

describe('GET /admin/team/organisation/{id}', () => {
  it('answers members with role and joining date, and invitations with their sender', async () => {
    const organisations = (await get<OrganisationsResponse>('/admin/organisations?limit=60&offset=5'))
      .organisations;
    const teams = await Promise.all(
      organisations.map((organisation) => get<TeamResponse>(`/admin/team/organisation/${organisation.id}`)),
    );
    for (const team of teams) {
      expect(Object.keys(team).sort()).toEqual(['invitations', 'users']);
      expect(team.users.filter((member) => member.role === 'OWNER')).toHaveLength(1);
      for (const member of team.users) {
        expect(Object.keys(member).sort()).toEqual([...USER_KEYS, 'joinedAt', 'role'].sort());
      }
    }
    const invitations = teams.flatMap((team) => team.invitations);
    expect(invitations.length).toBeGreaterThan(0);
    for (const invitation of invitations) {
      expect(Object.keys(invitation).sort()).toEqual([
        'email',
        'expiresAt',
        'id',
        'invitedBy',
        'role',
        'status',
      ]);
    }
    expect(invitations.some((invitation) => invitation.invitedBy?.email)).toBe(true);
  });
});

describe('organisations with no invoices', () => {
  // Only an empty scoped answer checks that its organisation exists (routes/scoped.ts).
  it('answer an empty page, not 404', async () => {
    const organisations = (await get<OrganisationsResponse>('/admin/organisations?limit=100')).organisations;
    const invoiceLists = await Promise.all(
      organisations.map((organisation) =>
        get<InvoicesResponse>(`/admin/invoices/organisation/${organisation.id}`),
      ),
    );
    expect(invoiceLists).toContainEqual({ invoices: [], total: 0 });
  });
});

describe('unknown ids', () => {
  itAnswersNotFound(api, [
    `/admin/organisations/${UNKNOWN_ID}`,
    `/admin/invoices/organisation/${UNKNOWN_ID}`,
    `/admin/team/organisation/${UNKNOWN_ID}`,
  ]);
});
