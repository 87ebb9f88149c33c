import type {
  ActivitiesResponse,
  CouponDetailResponse,
  CouponsResponse,
  GrowthResponse,
  InvoicesResponse,
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamResponse,
  User,
  UserDetailResponse,
  UsersResponse,
} from '@portal/api/contract';
import { formatAbn } from '../seed/abn';
import { AUTH_ACTIVITY } from '../queries/accounts';
import { seededRowCounts } from '../seed/seedDatabase';
import { adminTestApi } from '../testing/testApi';

const ORGANISATION_KEYS = [
  'abn',
  'billingEmail',
  'cardValidUntil',
  'completedOnboarding',
  'connectedToXero',
  'contactNumber',
  'couponId',
  'createdAt',
  'id',
  'legalName',
  'name',
  'promotionCode',
  'quotaMaxUsers',
  'stripeCustomerId',
  'subscriptionStatus',
  'subscriptionValidUntil',
  'taxYearStartMonth',
  'website',
  'xeroLastSyncTransactionsAt',
].sort();
const USER_KEYS = [
  'avatarUrl',
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'googleId',
  'id',
  'isAdmin',
  'lastLoginAt',
  'lastName',
  'providers',
  'status',
  'twoFactorEnabled',
  'xeroId',
].sort();
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SEEDED = seededRowCounts('small');
/** The admin's own sign-in (adminTestApi) is recorded as the newest activity. */
const ACTIVITIES = SEEDED.activities + 1;

const { get, inject } = adminTestApi();

async function status(url: string): Promise<{ statusCode: number; body: unknown }> {
  const response = await inject({ url });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Newest first, ties broken by the greater id. */
function expectNewestFirst(rows: readonly { createdAt: string; id: string }[]) {
  for (let i = 1; i < rows.length; i++) {
    const [previous, current] = [rows[i - 1]!, rows[i]!];
    expect(previous.createdAt >= current.createdAt).toBe(true);
    if (previous.createdAt === current.createdAt) expect(previous.id > current.id).toBe(true);
  }
}

const searchUsers = (search: string, page = 'limit=100') =>
  get<UsersResponse>(`/admin/users?${page}&search=${encodeURIComponent(search)}`);
const searchOrganisations = (search: string) =>
  get<OrganisationsResponse>(`/admin/organisations?limit=100&search=${encodeURIComponent(search)}`);
const userText = (user: User) => [
  user.firstName ?? '',
  user.lastName ?? '',
  `${user.firstName} ${user.lastName}`,
  user.email,
];
const organisationText = (organisation: Organisation) => [organisation.name, organisation.legalName ?? ''];

describe('GET /admin/users', () => {
  it('answers a page of 25 users with the total and the active total', async () => {
    const body = await get<UsersResponse>('/admin/users');
    expect(Object.keys(body).sort()).toEqual(['total', 'totalActive', 'users']);
    expect(body.users).toHaveLength(25);
    expect(body.total).toBe(SEEDED.users);
    expect(body.totalActive).toBeGreaterThan(0);
    expect(body.totalActive).toBeLessThan(body.total);
    for (const user of body.users) {
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect(user.createdAt).toMatch(ISO_INSTANT);
      expect(Array.isArray(user.providers)).toBe(true);
    }
    expectNewestFirst(body.users);
  });

  it('pages without overlap or gaps', async () => {
    const all = await get<UsersResponse>('/admin/users?limit=30');
    const pages = await Promise.all(
      [0, 10, 20].map((offset) => get<UsersResponse>(`/admin/users?limit=10&offset=${offset}`)),
    );
    expect(pages.flatMap((page) => page.users.map((user) => user.id))).toEqual(
      all.users.map((user) => user.id),
    );
    const last = await get<UsersResponse>(`/admin/users?limit=100&offset=${all.total - 3}`);
    expect(last.users).toHaveLength(3);
    expect((await get<UsersResponse>(`/admin/users?offset=${all.total}`)).users).toEqual([]);
  });

  it('counts only active users in totalActive', async () => {
    const body = await get<UsersResponse>('/admin/users?limit=100&search=example.com');
    expect(body.total).toBe(5);
    expect(body.totalActive).toBe(body.users.filter((user) => user.status === 'ACTIVE').length);
    expect(body.totalActive).toBe(4);
  });
});

describe('user search', () => {
  it('matches first name, last name, full name and e-mail, ignoring case', async () => {
    for (const search of ['ALEX', 'morgan', 'alex MORGAN', 'ADMIN@EXAMPLE']) {
      const body = await searchUsers(search);
      expect(body.users.map((user) => user.email)).toContain('admin@example.com');
      for (const user of body.users) {
        expect(userText(user).some((text) => text.toLowerCase().includes(search.toLowerCase()))).toBe(true);
      }
    }
  });

  it('takes %, _ and \\ literally and copes with quotes', async () => {
    const percent = await searchUsers('%');
    expect(percent.users.map((user) => user.firstName)).toEqual(['Percy_100%']);
    const underscore = await searchUsers('_');
    expect(underscore.total).toBe(1);
    expect(underscore.users[0]!.email).toBe('percy_darcy@organicproduce.com.au');
    expect((await searchUsers('\\')).total).toBe(0);
    const quote = await searchUsers("d'arcy");
    expect(quote.users.map((user) => user.lastName)).toEqual(["D'Arcy"]);
    const obrien = await searchUsers("O'Brien");
    expect(obrien.total).toBeGreaterThan(0);
    for (const user of obrien.users) expect(userText(user).join(' ')).toContain("O'Brien");
  });

  it('finds right-to-left and emoji names', async () => {
    expect((await searchUsers('כהן')).users.map((user) => user.email)).toEqual(['noa.cohen@shaked.com.au']);
    expect((await searchUsers('العلي')).users.map((user) => user.email)).toEqual([
      'm.alali@yasminbakery.com.au',
    ]);
    expect((await searchUsers('🦘')).users.map((user) => user.email)).toEqual([
      'skippy@kangarookoffee.com.au',
    ]);
  });

  it('answers an empty page for no match and pages search results', async () => {
    expect(await searchUsers('no such person anywhere')).toEqual({ users: [], total: 0, totalActive: 0 });
    const all = await searchUsers('smith');
    expect(all.total).toBeGreaterThan(10);
    const second = await searchUsers('smith', 'limit=5&offset=5');
    expect(second.users.map((user) => user.id)).toEqual(all.users.slice(5, 10).map((user) => user.id));
    expectNewestFirst(all.users);
  });

  it('treats a blank search as none', async () => {
    expect((await get<UsersResponse>('/admin/users?search=%20%20')).total).toBe(SEEDED.users);
  });
});

describe('a search of any length (spec: search boxes have no length rules)', () => {
  it.each([201, 4000])(
    'answers %i characters with 200 on every searchable list and its export',
    async (length) => {
      const long = encodeURIComponent('smith '.repeat(length).slice(0, length));
      expect(await get<UsersResponse>(`/admin/users?search=${long}`)).toEqual({
        users: [],
        total: 0,
        totalActive: 0,
      });
      expect(await get<OrganisationsResponse>(`/admin/organisations?search=${long}`)).toEqual({
        organisations: [],
        total: 0,
        totalActive: 0,
      });
      for (const list of ['users', 'organisations']) {
        const csv = await inject({ url: `/admin/${list}?search=${long}&format=csv` });
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['x-total-count']).toBe('0');
      }
    },
  );
});

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

describe('GET /admin/users/{id}', () => {
  it('answers the user and their organisations with their roles', async () => {
    const [user] = (await searchUsers('percy_darcy@')).users;
    const detail = await get<UserDetailResponse>(`/admin/users/${user!.id}`);
    expect(detail.user).toEqual(user);
    expect(detail.organisations).toHaveLength(1);
    expect(detail.organisations[0]).toMatchObject({ name: '100% Organic_Produce Co', role: 'OWNER' });
    expect(Object.keys(detail.organisations[0]!).sort()).toEqual([...ORGANISATION_KEYS, 'role'].sort());
  });

  it('answers each organisation of a member of several, in the order they joined', async () => {
    const [user] = (await searchUsers('amelia.chen@oconnorandkowalskilabs.com.au')).users;
    const detail = await get<UserDetailResponse>(`/admin/users/${user!.id}`);
    expect(detail.user).toEqual(user);
    expect(detail.organisations).toHaveLength(2);
    const memberships = await Promise.all(
      detail.organisations.map(async (organisation) => {
        const team = await get<TeamResponse>(`/admin/team/organisation/${organisation.id}`);
        return team.users.find((member) => member.id === user!.id)!;
      }),
    );
    expect(memberships.map((member) => member.role)).toEqual(detail.organisations.map((o) => o.role));
    expect(memberships[0]!.joinedAt <= memberships[1]!.joinedAt).toBe(true);
  });

  it('answers no organisations for a user of none', async () => {
    const [user] = (await searchUsers('priya.raman@example.com')).users;
    expect(await get<UserDetailResponse>(`/admin/users/${user!.id}`)).toEqual({ user, organisations: [] });
  });
});

describe('GET /admin/coupons', () => {
  it('answers every coupon (default limit 100) with promotion codes and attribution counts', async () => {
    const body = await get<CouponsResponse>('/admin/coupons');
    expect(body.total).toBe(20);
    expect(body.coupons).toHaveLength(20);
    for (const coupon of body.coupons) {
      const attributed = coupon.promotionCodes.reduce((sum, code) => sum + code.attributions, 0);
      expect(attributed).toBeLessThanOrEqual(coupon.timesRedeemed);
      expect(coupon.percentOff === null).not.toBe(coupon.amountOff === null);
    }
    expect(body.coupons.find((coupon) => coupon.id === 'STAFF100')!.promotionCodes).toEqual([]);
    expect(body.coupons.find((coupon) => coupon.id === 'STARTUPVIC')).toMatchObject({ valid: false });
    expect((await get<CouponsResponse>('/admin/coupons?limit=5&offset=18')).coupons).toHaveLength(2);
  });

  it('answers a coupon with the organisations that redeemed it, each with only what the page shows', async () => {
    const detail = await get<CouponDetailResponse>('/admin/coupons/ACCOUNTANT20');
    expect(detail.coupon.id).toBe('ACCOUNTANT20');
    expect(detail.organisations).toHaveLength(detail.coupon.timesRedeemed);
    expect(detail.organisations.length).toBeGreaterThan(0);
    const codes = detail.coupon.promotionCodes.map((code) => code.code);
    for (const organisation of detail.organisations) {
      expect(Object.keys(organisation).sort()).toEqual([
        'createdAt',
        'id',
        'legalName',
        'name',
        'promotionCode',
        'subscriptionStatus',
      ]);
      expect(codes).toContain(organisation.promotionCode);
      expect(organisation.createdAt).toMatch(ISO_INSTANT);
    }
    for (const code of detail.coupon.promotionCodes) {
      const redeemed = detail.organisations.filter(
        (organisation) => organisation.promotionCode === code.code,
      );
      expect(code.attributions).toBe(redeemed.length);
    }
    expectNewestFirst(detail.organisations);
  });

  it('answers a coupon nobody redeemed with no organisations', async () => {
    const unused = (await get<CouponsResponse>('/admin/coupons')).coupons.find(
      (coupon) => coupon.timesRedeemed === 0,
    );
    const detail = await get<CouponDetailResponse>(`/admin/coupons/${unused!.id}`);
    expect(detail).toEqual({ coupon: unused, organisations: [] });
  });
});

describe('GET /admin/activities', () => {
  it('answers the newest activities with the user and organisation they concern', async () => {
    const body = await get<ActivitiesResponse>('/admin/activities?limit=100');
    expect(body.total).toBe(ACTIVITIES);
    expect(body.activities).toHaveLength(100);
    for (const item of body.activities) {
      expect(Object.keys(item).sort()).toEqual(['activity', 'organisation', 'user']);
      expect(Object.keys(item.activity).sort()).toEqual(['activityType', 'createdAt', 'description', 'id']);
      if (item.user)
        expect(Object.keys(item.user).sort()).toEqual([
          'avatarUrl',
          'email',
          'firstName',
          'id',
          'isAdmin',
          'lastName',
        ]);
      if (item.organisation) expect(Object.keys(item.organisation).sort()).toEqual(['id', 'name']);
    }
    expectNewestFirst(body.activities.map((item) => item.activity));
    expect(body.activities[0]!.activity.description).toBe(AUTH_ACTIVITY.signedInWithGoogle);
    expect(body.activities[0]!.user?.email).toBe('admin@example.com');
    // The seed's newest activity, made at its anchor.
    expect(body.activities[1]!.activity.description).toHaveLength(10_000);
  });

  it('includes system activities without a user and sign-ins without an organisation', async () => {
    const subscription = await get<ActivitiesResponse>(
      '/admin/activities?limit=100&activityType=SUBSCRIPTION',
    );
    expect(subscription.activities.some((item) => item.user === null)).toBe(true);
    const auth = await get<ActivitiesResponse>('/admin/activities?limit=100&activityType=AUTH');
    expect(auth.activities.some((item) => item.organisation === null)).toBe(true);
  });

  it('defaults to 25 and counts with limit=1 as the dashboard does', async () => {
    expect((await get<ActivitiesResponse>('/admin/activities')).activities).toHaveLength(25);
    const one = await get<ActivitiesResponse>('/admin/activities?limit=1');
    expect(one.activities).toHaveLength(1);
    expect(one.total).toBe(ACTIVITIES);
  });

  it('filters by type', async () => {
    const body = await get<ActivitiesResponse>('/admin/activities?activityType=XERO&limit=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(ACTIVITIES);
    expect(body.activities.every((item) => item.activity.activityType === 'XERO')).toBe(true);
  });

  it('scopes to an organisation or a user', async () => {
    const [first] = (await get<ActivitiesResponse>('/admin/activities?limit=1&offset=10')).activities;
    const organisationId = first!.organisation!.id;
    const byOrganisation = await get<ActivitiesResponse>(
      `/admin/activities/organisation/${organisationId}?limit=100`,
    );
    expect(byOrganisation.total).toBeGreaterThan(0);
    expect(byOrganisation.activities.every((item) => item.organisation?.id === organisationId)).toBe(true);
    const userId = first!.user!.id;
    const byUser = await get<ActivitiesResponse>(
      `/admin/activities/user/${userId}?activityType=${first!.activity.activityType}`,
    );
    expect(byUser.activities.map((item) => item.activity.id)).toContain(first!.activity.id);
    expect(byUser.activities.every((item) => item.user?.id === userId)).toBe(true);
  });
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

describe('GET /admin/growth', () => {
  it("answers 24 consecutive months up to the seed's, oldest first, that add up to every user and organisation", async () => {
    const { growth } = await get<GrowthResponse>('/admin/growth');
    // The seed's newest user is made at its anchor, so its month ends the window.
    const { users } = await get<UsersResponse>('/admin/users?limit=1');
    const newest = new Date(users[0]!.createdAt);
    const month = (monthsBack: number) =>
      new Date(Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - monthsBack, 1))
        .toISOString()
        .slice(0, 7);
    expect(growth).toHaveLength(24);
    expect(growth[0]!.month).toBe(month(23));
    expect(growth[23]!.month).toBe(month(0));
    expect(growth.map((point) => point.month)).toEqual([...growth.map((point) => point.month)].sort());
    expect(growth.reduce((sum, point) => sum + point.userCount, 0)).toBe(SEEDED.users);
    expect(growth.reduce((sum, point) => sum + point.organisationCount, 0)).toBe(SEEDED.organisations);
    expect(growth[23]!.activeUsers).toBeGreaterThan(growth[1]!.activeUsers ?? 0);
  });
});

describe('scoped lists of a user or organisation with none of them', () => {
  // Only an empty scoped answer checks that its user or organisation exists (adminRoutes.ts).
  it('answer an empty page, not 404', async () => {
    const [priya] = (await searchUsers('priya.raman@example.com')).users;
    expect(await get<ActivitiesResponse>(`/admin/activities/user/${priya!.id}`)).toEqual({
      activities: [],
      total: 0,
    });
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
  it.each([
    `/admin/users/${UNKNOWN_ID}`,
    `/admin/organisations/${UNKNOWN_ID}`,
    '/admin/coupons/NO_SUCH_COUPON',
    `/admin/activities/organisation/${UNKNOWN_ID}`,
    `/admin/activities/user/${UNKNOWN_ID}`,
    `/admin/activities/organisation/${UNKNOWN_ID}?format=csv`,
    `/admin/activities/user/${UNKNOWN_ID}?format=csv`,
    `/admin/invoices/organisation/${UNKNOWN_ID}`,
    `/admin/team/organisation/${UNKNOWN_ID}`,
  ])('%s answers 404 NOT_FOUND', async (url) => {
    const { statusCode, body } = await status(url);
    expect(statusCode).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/not found/) });
  });
});
