import { startApiProcess, type ApiProcess } from '../testing/apiProcess';
import { signInOverHttp } from '../testing/httpSignIn';
import { NOTICE_WAIT_MS } from '../testing/notices';
import { createTestStorage } from '../testing/testEngine';

// Several API processes share one PostgreSQL database (docs/operations.md, "Several API processes"): what one
// of them revokes, every other refuses at once, though each caches the sessions it has seen
// (auth/sessionCache.ts): the database notifies every listening process at the logout's commit.

// Two sign-ins and nine calls over HTTP can take more than jest's default 5 s on a machine busy
// with a whole test run.
jest.setTimeout(20_000);

const startOn = (databaseUrl: string) =>
  startApiProcess({ DATABASE_URL: databaseUrl, PORT: '0', PORTAL_URL: 'http://portal.test' });

const usersPage = (api: ApiProcess, token: string) =>
  fetch(`${api.url}/admin/users?limit=1`, { headers: { authorization: `Bearer ${token}` } });

const refresh = (api: ApiProcess, refreshToken: string) =>
  fetch(`${api.url}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });

/**
 * The first answer of `api` that is not a 200, asking again until NOTICE_WAIT_MS have passed. The
 * notice of a logout leaves the server at commit, beside the logout's answer, and a loaded machine
 * may run the other process's connection after the call that follows that answer (the
 * session cache across API processes, docs/decisions.md): this waits for its delivery, never for the 60 s backstop.
 */
async function refusedOnceNoticed(api: ApiProcess, token: string): Promise<Response> {
  const deadline = Date.now() + NOTICE_WAIT_MS;
  for (;;) {
    const response = await usersPage(api, token);
    if (response.status !== 200 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let first: ApiProcess;
let second: ApiProcess;

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  // One after the other: the first start stores the generated signing key the second then reads.
  first = await startOn(databaseUrl!);
  second = await startOn(databaseUrl!);
}, 120_000);

afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((api) => api.stop()));
});

it('refuses on one API process a session logged out on another', async () => {
  const { token, refreshToken } = await signInOverHttp(first.url, 'admin@example.com');
  // The second process now holds the session.
  expect((await usersPage(second, token)).status).toBe(200);

  const logout = await fetch(`${first.url}/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);

  expect((await usersPage(first, token)).status).toBe(401);
  const refused = await refusedOnceNoticed(second, token);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  expect((await refresh(second, refreshToken)).status).toBe(401);
  const other = await signInOverHttp(second.url, 'admin@example.com');
  expect((await usersPage(first, other.token)).status).toBe(200);
});
