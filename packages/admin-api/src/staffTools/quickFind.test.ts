import { QUICK_FIND, type QuickFindResponse } from '@portal/contract';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { InvoicesResponse, OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { formatAbn } from '../seed/abn';
import { adminTestApi } from '../testing/testApi';

const { get, inject } = adminTestApi();

const find = (q: string) => get<QuickFindResponse>(`/admin/search?q=${encodeURIComponent(q)}`);
const EMPTY: QuickFindResponse = { users: [], organisations: [], coupons: [], invoices: [] };

/** 0 exact, 1 prefix, 2 substring: the best way `q` matches any of the texts (lower-cased). */
function tierOf(q: string, texts: readonly (string | null)[]): number {
  const term = q.toLowerCase();
  const values = texts.filter((text): text is string => text !== null).map((text) => text.toLowerCase());
  if (values.some((value) => value === term)) return 0;
  if (values.some((value) => value.startsWith(term))) return 1;
  return values.some((value) => value.includes(term)) ? 2 : 3;
}

const userTexts = (user: QuickFindResponse['users'][number]) => [
  user.email,
  user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.email,
  `${user.firstName ?? ''} ${user.lastName ?? ''}`,
];
const organisationTexts = (organisation: QuickFindResponse['organisations'][number]) => [
  organisation.name,
  organisation.legalName,
  organisation.abn,
];

describe('GET /admin/search', () => {
  it('answers empty groups for a term shorter than the minimum, and 400 for one too long', async () => {
    expect(await find('')).toEqual(EMPTY);
    expect(await find(` ${'a'.repeat(QUICK_FIND.minLength - 1)} `)).toEqual(EMPTY);
    const long = await inject({
      url: `/admin/search?q=${'a'.repeat(QUICK_FIND.maxLength + 1)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('"q"') });
  });

  it.each(['jack', 'ja', 'smith', 'pty', 'bondi', 'gmail', '100%'])(
    "'%s': at most a few of each kind, every one a match, best tier first",
    async (q) => {
      const found = await find(q);
      for (const group of Object.values(found)) expect(group.length).toBeLessThanOrEqual(QUICK_FIND.perKind);
      const userTiers = found.users.map((user) => tierOf(q, userTexts(user)));
      const organisationTiers = found.organisations.map((organisation) =>
        tierOf(q, organisationTexts(organisation)),
      );
      for (const tiers of [userTiers, organisationTiers]) {
        expect(tiers.every((tier) => tier < (q.length >= 3 ? 3 : 2))).toBe(true);
        expect(tiers).toEqual([...tiers].sort());
      }
    },
  );

  it('takes LIKE metacharacters literally', async () => {
    const found = await find('100%');
    expect(found.organisations.map((organisation) => organisation.name)).toEqual(['100% Organic_Produce Co']);
  });

  it('finds a user by email and by id, exact matches first', async () => {
    const byEmail = await find('Admin@Example.com');
    expect(byEmail.users[0]).toMatchObject({ email: 'admin@example.com', firstName: expect.any(String) });
    // An exact match answers without the substring search, so nothing else of its kind comes.
    expect(byEmail.users).toHaveLength(1);
    expect((await find('example.com')).users.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'member@example.com']),
    );
    const { users } = await get<UsersResponse>('/admin/users?limit=1&offset=40');
    expect((await find(users[0]!.id.toUpperCase())).users.map((user) => user.id)).toEqual([users[0]!.id]);
  });

  it('finds an organisation by ABN with or without spaces, Stripe customer id, id and legal name', async () => {
    const { organisations } = await get<OrganisationsResponse>('/admin/organisations?limit=1&offset=30');
    const organisation = organisations[0]!;
    for (const q of [
      formatAbn(organisation.abn!),
      organisation.abn!,
      organisation.stripeCustomerId!,
      organisation.id,
    ]) {
      expect((await find(q)).organisations[0]).toEqual({
        id: organisation.id,
        name: organisation.name,
        legalName: organisation.legalName,
        abn: organisation.abn,
      });
    }
    expect((await find(organisation.legalName!)).organisations[0]!.id).toBe(organisation.id);
  });

  it('finds a coupon by promotion code, naming the code, and by id', async () => {
    const { coupons } = await get<CouponsResponse>('/admin/coupons');
    const coupon = coupons.find((candidate) => candidate.promotionCodes.length > 0)!;
    const code = coupon.promotionCodes[0]!.code;
    expect((await find(code.toLowerCase())).coupons[0]).toEqual({ id: coupon.id, name: coupon.name, code });
    expect((await find(coupon.id)).coupons[0]).toEqual({ id: coupon.id, name: coupon.name, code: null });
  });

  it('finds an invoice by its number, with its organisation', async () => {
    const { organisations } = await get<OrganisationsResponse>('/admin/organisations?limit=1');
    const organisation = organisations[0]!;
    const { invoices } = await get<InvoicesResponse>(`/admin/invoices/organisation/${organisation.id}`);
    const invoice = invoices.find((candidate) => candidate.number)!;
    expect((await find(invoice.number!)).invoices[0]).toEqual({
      id: invoice.id,
      number: invoice.number,
      organisationId: organisation.id,
      organisationName: organisation.name,
    });
    const byPrefix = await find(invoice.number!.slice(0, 6).toLowerCase());
    expect(byPrefix.invoices.map((found) => found.id)).toContain(invoice.id);
  });
});
