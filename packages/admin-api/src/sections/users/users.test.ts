import type { TeamResponse } from '@portal/contract/organisations';
import type { User, UserDetailResponse, UsersResponse } from '@portal/contract/users';
import { formatDate, formatDateTime, personDisplayName } from '@portal/format';
import { seededRowCounts } from '../../seed/seedDatabase';
import { adminTestApi } from '../../testing/testApi';
import {
  expectNewestFirst,
  ISO_INSTANT,
  itAnswersAnySearchLength,
  itAnswersNotFound,
  ORGANISATION_KEYS,
  UNKNOWN_ID,
  USER_KEYS,
} from '../../testing/sectionAssertions';

const SEEDED = seededRowCounts('small');

const api = adminTestApi();
const { get, inject } = api;

const searchUsers = (search: string, page = 'limit=100') =>
  get<UsersResponse>(`/admin/users?${page}&search=${encodeURIComponent(search)}`);
const userText = (user: User) => [
  user.firstName ?? '',
  user.lastName ?? '',
  `${user.firstName} ${user.lastName}`,
  user.email,
];

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

describe('a search of any length', () => {
  itAnswersAnySearchLength(api, '/admin/users', 'users');
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

describe('unknown ids', () => {
  itAnswersNotFound(api, [`/admin/users/${UNKNOWN_ID}`]);
});

describe('the emailVerified filter and sort', () => {
  it('lists only the users of that value, with their own totals, in JSON and CSV', async () => {
    const verified = await get<UsersResponse>('/admin/users?limit=100&emailVerified=true');
    const unverified = await get<UsersResponse>('/admin/users?limit=100&emailVerified=false');
    expect(verified.total + unverified.total).toBe(SEEDED.users);
    expect(unverified.total).toBeGreaterThan(0);
    expect(verified.users.every((user) => user.emailVerified)).toBe(true);
    expect(unverified.users.every((user) => !user.emailVerified)).toBe(true);
    const csv = await inject({ url: '/admin/users?emailVerified=false&format=csv' });
    expect(csv.headers['x-total-count']).toBe(String(unverified.total));
    // The users table's columns (docs/product.md), Email Verified last.
    const [titles, first] = csv.body.slice(1).split('\r\n');
    expect(titles).toBe('ID,Name,Email,Status,Created,Last Login,Email Verified');
    // Each cell as the table shows it: en-AU dates, the display name, Yes or No.
    const user = unverified.users[0]!;
    expect(first).toBe(
      [
        user.id,
        personDisplayName(user),
        user.email,
        user.status,
        formatDate(user.createdAt),
        formatDateTime(user.lastLoginAt),
        'No',
      ].join(','),
    );
  });

  it('sorts unverified users first, ascending', async () => {
    const sorted = await get<UsersResponse>('/admin/users?limit=1&sort=emailVerified');
    expect(sorted.users[0]!.emailVerified).toBe(false);
  });

  it.each(['yes', '1', ''])('answers 400 for emailVerified=%j', async (value) => {
    const response = await inject({ url: `/admin/users?emailVerified=${value}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('emailVerified'),
    });
  });
});
