import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startAdminApi, type RunningAdminApi } from '../server';
import { createTestStorage } from '../testing/testEngine';
import { SIGN_IN_RATE_LIMIT } from './authRoutes';

// The root `npm start` forwards the portal's API calls over a Unix socket only its proxy uses:
// X-Forwarded-* counts there, and never on the TCP port, where any local process can connect.

const folder = mkdtempSync(path.join(os.tmpdir(), 'admin-api-proxy-socket-'));
const socketPath = path.join(folder, 'admin-api.sock');
const SIGN_IN_PAGE = '/auth/oauth/google?popup=true&action=login&domain=admin';
const LIMIT = SIGN_IN_RATE_LIMIT.rateLimit.max;
let api: RunningAdminApi | undefined;
let port: number;

type Target = { socketPath: string } | { host: string; port: number };

interface Answer {
  status: number;
  setCookie: string;
  code: string | undefined;
}

function signInPage(target: Target, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ ...target, path: SIGN_IN_PAGE, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookie: String(response.headers['set-cookie'] ?? ''),
          code: response.statusCode === 429 ? (JSON.parse(body) as { code: string }).code : undefined,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

beforeAll(async () => {
  // What a crash leaves: the socket file of a process that no longer listens on it.
  const crashed = spawnSync(process.execPath, [
    '-e',
    `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
  ]);
  expect(crashed.signal).toBe('SIGKILL');
  expect(lstatSync(socketPath).isSocket()).toBe(true);

  api = await startAdminApi({
    ...(await createTestStorage()),
    seedScale: 'small',
    portalUrl: 'http://portal.test',
    port: 0,
    proxySocket: socketPath,
  });
  port = Number(new URL(api.url).port);
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('starts over the socket file a crashed API left, and makes it its owner’s only (0600)', async () => {
  expect(api!.proxySocket).toBe(socketPath);
  const socket = lstatSync(socketPath);
  expect(socket.isSocket()).toBe(true);
  expect(socket.mode & 0o777).toBe(0o600);
  expect((await signInPage({ socketPath }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(200);
});

it("over the socket, rate-limits the sign-in by the forwarded client's address", async () => {
  const first = await Promise.all(
    Array.from({ length: LIMIT }, () => signInPage({ socketPath }, { 'x-forwarded-for': '203.0.113.1' })),
  );
  expect(new Set(statuses(first))).toEqual(new Set([200]));
  const over = await signInPage({ socketPath }, { 'x-forwarded-for': '203.0.113.1' });
  expect(over).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  // Another browser behind the same proxy keeps its own allowance.
  expect((await signInPage({ socketPath }, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
});

it('over the socket, believes the scheme the proxy forwards (the sign-in cookie is Secure under https)', async () => {
  const answer = await signInPage(
    { socketPath },
    { 'x-forwarded-for': '203.0.113.3', 'x-forwarded-proto': 'https' },
  );
  expect(answer.status).toBe(200);
  expect(answer.setCookie).toMatch(/; Secure/);
});

it('on the TCP port, believes no forwarded header: a rotated X-Forwarded-For still hits the limit', async () => {
  const claimedHttps = await signInPage(
    { host: '127.0.0.1', port },
    { 'x-forwarded-for': '198.51.100.200', 'x-forwarded-proto': 'https' },
  );
  expect(claimedHttps.status).toBe(200);
  expect(claimedHttps.setCookie).not.toMatch(/Secure/);
  // One request made above, LIMIT more each claiming another client: one too many from this caller.
  const rotated = await Promise.all(
    Array.from({ length: LIMIT }, (_, index) =>
      signInPage({ host: '127.0.0.1', port }, { 'x-forwarded-for': `198.51.100.${index}` }),
    ),
  );
  const limited = rotated.filter((answer) => answer.status === 429);
  expect(limited).toHaveLength(1);
  expect(limited[0]!.code).toBe('TOO_MANY_REQUESTS');
});

it('removes the socket file when it closes', async () => {
  await api!.close();
  api = undefined;
  expect(existsSync(socketPath)).toBe(false);
});
