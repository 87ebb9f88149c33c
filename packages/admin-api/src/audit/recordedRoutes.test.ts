import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UserDetailResponse, UsersResponse } from '@portal/contract/users';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApi, signIn } from '../testing/testApi';

// The walk through the real API: a plain admin opens a user, searches the users list for
// another user's e-mail address and exports organisations; each call leaves its record, with the
// right subjects, written by the one hook over the shared builders (routes/listRoute.ts,
// detailRoute.ts, listExport.ts) from what each route declares.
let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApi();
  headers = { ...bearer((await signIn(app, 'priya.raman@example.com')).token), 'user-agent': 'jest' };
}, 120_000);
afterAll(() => app?.close());

const get = async <T>(url: string) => {
  const response = await app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const newest = async () => (await app.audit.newest(1))[0]!;

it('records a user page as viewed: the user and each organisation it embeds', async () => {
  const { users } = await get<UsersResponse>('/admin/users?limit=25');
  const withOrganisations = await Promise.all(
    users.slice(0, 10).map((user) => get<UserDetailResponse>(`/admin/users/${user.id}`)),
  );
  const detail = withOrganisations.find((answer) => answer.organisations.length > 0)!;
  await get(`/admin/users/${detail.user.id}`);
  const record = await newest();
  expect(record).toMatchObject({
    staffEmail: 'priya.raman@example.com',
    action: 'viewed',
    resource: 'GET /admin/users/{id}',
    query: { id: detail.user.id },
    status: 200,
    userAgent: 'jest',
  });
  expect(record.subjects.sort()).toEqual(
    [
      `user:${detail.user.id}`,
      ...detail.organisations.map((organisation) => `organisation:${organisation.id}`),
    ].sort(),
  );
});

it('records a search of the users list with its term and every row found', async () => {
  const { users } = await get<UsersResponse>('/admin/users?search=admin%40example.com');
  expect(users.map((user) => user.email)).toContain('admin@example.com');
  expect(await newest()).toMatchObject({
    action: 'searched',
    resource: 'GET /admin/users',
    query: { search: 'admin@example.com' },
    subjects: users.map((user) => `user:${user.id}`).sort(),
  });
  await get('/admin/users?limit=25&offset=25&sort=email&order=asc');
  expect(await newest()).toMatchObject({
    action: 'listed',
    query: { limit: 25, offset: 25, sort: 'email', order: 'asc' },
  });
});

it('records an export of organisations batch by batch, every exported organisation a subject', async () => {
  const response = await app.inject({ url: '/admin/organisations?format=csv', headers });
  expect(response.statusCode).toBe(200);
  const exportedRows = response.body.trim().split('\n').length - 1;
  const records = (await app.audit.newest(20)).filter((record) => record.action === 'exported');
  expect(records[0]).toMatchObject({ resource: 'GET /admin/organisations', query: { format: 'csv' } });
  const subjects = new Set(records.flatMap((record) => record.subjects));
  expect(subjects.size).toBe(exportedRows);
  const { organisations } = await get<OrganisationsResponse>('/admin/organisations?limit=25');
  for (const organisation of organisations) expect(subjects).toContain(`organisation:${organisation.id}`);
});

it("records an activity list's users and organisations, and quick find's matches", async () => {
  await get('/admin/activities?limit=25');
  const listed = await newest();
  expect(listed.action).toBe('listed');
  expect(listed.subjects.some((subject) => subject.startsWith('user:'))).toBe(true);
  expect(listed.subjects.some((subject) => subject.startsWith('organisation:'))).toBe(true);

  const found = await get<{ users: { id: string }[] }>('/admin/search?q=admin');
  const record = await newest();
  expect(record).toMatchObject({
    action: 'quick find',
    resource: 'GET /admin/search',
    query: { q: 'admin' },
  });
  for (const user of found.users) expect(record.subjects).toContain(`user:${user.id}`);
});

it("records nothing for a list of no one's data, or a refused call", async () => {
  const before = await newest();
  await get('/admin/coupons');
  expect(
    (await app.inject({ url: '/admin/users/00000000-0000-4000-8000-000000000000', headers })).statusCode,
  ).toBe(404);
  expect(await newest()).toEqual(before);
});
