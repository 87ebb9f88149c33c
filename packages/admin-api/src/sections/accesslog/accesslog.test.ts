import type { AccesslogResponse, AccesslogSubjectsResponse } from '@portal/contract/accesslog';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessEntry } from '../../audit/accessAudit';
import { bearer, buildTestApi, signIn } from '../../testing/testApi';

// The Access log's API (issue 73): auditors only, newest first, filtered, sorted, exported, and the
// subject access report; each read of it is recorded too.
let app: FastifyInstance;
let auditor = '';
let admin = '';
let user: UsersResponse['users'][number];
let other: UsersResponse['users'][number];
let organisation: OrganisationsResponse['organisations'][number];

const as = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
async function read<T>(url: string): Promise<T> {
  const response = await as(auditor, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

let requests = 0;
/** Writes one record as the API's routes do, from a request of the given staff member's. */
function record(staffEmail: string, entry: Omit<AccessEntry, 'staff' | 'status'>) {
  const request = {
    id: `test-${(requests += 1)}`,
    ip: '203.0.113.7',
    headers: { 'user-agent': 'jest-agent' },
    log: app.log,
  } as unknown as FastifyRequest;
  return app.audit.record(request, { staff: { id: null, email: staffEmail }, status: 200, ...entry });
}

beforeAll(async () => {
  app = await buildTestApi({ auditorEmails: ['admin@example.com'] });
  auditor = (await signIn(app, 'admin@example.com')).token;
  admin = (await signIn(app, 'priya.raman@example.com')).token;
  const users = (await as(admin, '/admin/users?limit=2&sort=email&order=asc')).json<UsersResponse>();
  [user, other] = users.users as [typeof user, typeof other];
  const organisations = (await as(admin, '/admin/organisations?limit=1')).json<OrganisationsResponse>();
  organisation = organisations.organisations[0]!;
  await record('priya.raman@example.com', {
    action: 'viewed',
    resource: 'GET /admin/users/:id',
    subjects: [{ kind: 'user', id: user.id }],
    query: { id: user.id },
  });
  await record('priya.raman@example.com', {
    action: 'searched',
    resource: 'GET /admin/users',
    subjects: [{ kind: 'user', id: other.id }],
    query: { search: other.email, limit: 25 },
  });
  await record('jordan.lee@example.com', {
    action: 'exported',
    resource: 'GET /admin/organisations',
    subjects: [{ kind: 'organisation', id: organisation.id }],
    query: { format: 'csv' },
  });
}, 120_000);
afterAll(() => app?.close());

describe('GET /admin/access-log', () => {
  it('answers the records newest first with their subjects labelled, and records the read', async () => {
    const body = await read<AccesslogResponse>('/admin/access-log?limit=3');
    expect(body.records).toHaveLength(3);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const [exported, searched, viewed] = body.records;
    expect(exported).toMatchObject({
      staffEmail: 'jordan.lee@example.com',
      action: 'exported',
      resource: 'GET /admin/organisations',
      subjects: [{ kind: 'organisation', id: organisation.id, label: organisation.name }],
      query: { format: 'csv' },
      status: 200,
      clientAddress: '203.0.113.7',
      userAgent: 'jest-agent',
    });
    expect(exported!.requestId).toMatch(/^test-\d+$/);
    expect(searched!.query).toEqual({ search: other.email, limit: 25 });
    expect(viewed!.subjects).toEqual([
      { kind: 'user', id: user.id, label: `${user.firstName} ${user.lastName} <${user.email}>` },
    ]);
    const times = body.records.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const [own] = await app.audit.newest(1);
    expect(own).toMatchObject({
      staffEmail: 'admin@example.com',
      action: 'listed',
      resource: 'GET /admin/access-log',
      query: { limit: 3, offset: 0 },
    });
    expect(own!.subjects).toEqual(
      expect.arrayContaining([`organisation:${organisation.id}`, `user:${user.id}`]),
    );
  });

  it('filters by staff member, subject (e-mail, name, ABN or id), action and date range', async () => {
    const actionsOf = async (query: string) =>
      (await read<AccesslogResponse>(`/admin/access-log?${query}`)).records.map((entry) => entry.action);
    expect(await actionsOf('staff=PRIYA.RAMAN@example.com&action=viewed')).toEqual(['viewed']);
    expect(
      await actionsOf(
        `subject=${encodeURIComponent(user.email)}&staff=priya.raman@example.com&action=viewed`,
      ),
    ).toEqual(['viewed']);
    const fullName = encodeURIComponent(` ${other.firstName} ${other.lastName} `);
    expect(await actionsOf(`subject=${fullName}&staff=priya.raman@example.com&action=searched`)).toEqual([
      'searched',
    ]);
    expect(
      await actionsOf(`subject=${organisation.id}&staff=jordan.lee@example.com&action=exported`),
    ).toEqual(['exported']);
    if (organisation.abn) {
      expect(
        await actionsOf(`subject=${encodeURIComponent(organisation.abn)}&staff=jordan.lee@example.com`),
      ).toEqual(['exported']);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(await actionsOf(`staff=jordan.lee@example.com&from=${today}&to=${today}`)).toEqual(['exported']);
    expect(await actionsOf('staff=jordan.lee@example.com&to=2000-01-01')).toEqual([]);
    const total = (await read<AccesslogResponse>('/admin/access-log?subject=nobody@nowhere.test')).total;
    expect(total).toBe(0);
  });

  it('answers a bad date, a reversed range or an unknown action with 400 naming it', async () => {
    const messageOf = async (query: string) => {
      const response = await as(auditor, `/admin/access-log?${query}`);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await messageOf('from=2026-02-30')).toBe(
      'Invalid query parameter "from": expected a date as YYYY-MM-DD or an ISO instant, got "2026-02-30"',
    );
    expect(await messageOf('to=yesterday')).toContain('Invalid query parameter "to"');
    expect(await messageOf('from=2026-03-02&to=2026-03-01')).toBe(
      'Invalid date range: "from" (2026-03-02) must be before "to" (2026-03-01)',
    );
    expect(await messageOf('action=deleted')).toContain('action');
    expect(await messageOf('sort=hash')).toContain('sort');
  });

  it('sorts by staff e-mail and exports the filtered log as CSV', async () => {
    const sorted = await read<AccesslogResponse>('/admin/access-log?sort=staffEmail&order=asc&limit=100');
    const emails = sorted.records.map((entry) => entry.staffEmail ?? '');
    expect([...emails].sort()).toEqual(emails);

    const csv = await as(auditor, '/admin/access-log?format=csv&staff=jordan.lee@example.com');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/filename="access-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Staff,Action,Resource,Subjects,Query,Status,Request ID,Address,Agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `jordan.lee@example.com,exported,GET /admin/organisations,organisation ${organisation.name}`,
    );
    expect((await app.audit.newest(1))[0]).toMatchObject({
      action: 'exported',
      resource: 'GET /admin/access-log',
    });
  });
});

describe('GET /admin/access-log/subjects', () => {
  it('names the users and organisations a subject filter matches, and records the lookup', async () => {
    const { subjects } = await read<AccesslogSubjectsResponse>(
      `/admin/access-log/subjects?subject=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(subjects).toEqual([
      { kind: 'user', id: user.id, label: `${user.firstName} ${user.lastName} <${user.email}>` },
    ]);
    expect((await app.audit.newest(1))[0]).toMatchObject({
      action: 'searched',
      subjects: [`user:${user.id}`],
    });
  });
});

describe('GET /admin/access-log/report/:id', () => {
  it("answers every consultation of the user's data with its date, action and purpose", async () => {
    const response = await as(auditor, `/admin/access-log/report/${other.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`access-report-${other.id}-`);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Date,Action,Purpose,Staff member,Request ID');
    expect(rows).toContainEqual(
      expect.stringMatching(
        `^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,searched,"appeared in a search for ""${other.email}""",priya\\.raman@example\\.com,test-\\d+$`,
      ),
    );
    const [recorded] = await app.audit.newest(1);
    expect(recorded).toMatchObject({ action: 'exported', subjects: [`user:${other.id}`] });
  });

  it('leaves out the staff identities with staff=omit, for the data subject', async () => {
    const response = await as(auditor, `/admin/access-log/report/${user.id}?staff=omit`);
    expect(response.headers['content-disposition']).toContain('-without-staff-');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Date,Action,Purpose');
    expect(rows).toContainEqual(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,viewed,viewed the profile$/),
    );
    expect(response.body).not.toMatch(/priya\.raman|admin@example\.com|test-\d/);
  });

  it('answers an unknown user with 404', async () => {
    const response = await as(auditor, '/admin/access-log/report/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('auditors only', () => {
  it('refuses an admin who is not an auditor with the 403 body, and records the refusal', async () => {
    const response = await as(admin, '/admin/access-log');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only auditors may read the access log' });
    for (const path of ['/admin/access-log/subjects?subject=x', `/admin/access-log/report/${user.id}`]) {
      expect((await as(admin, path)).statusCode).toBe(403);
    }
    const [refused] = await app.audit.newest(1);
    expect(refused).toMatchObject({
      staffEmail: 'priya.raman@example.com',
      action: 'refused',
      status: 403,
    });
  });
});
