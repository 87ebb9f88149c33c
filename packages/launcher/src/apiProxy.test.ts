import {
  createTestStorage,
  rawRequest,
  SIGN_IN_RATE_LIMIT,
  signInOverHttp,
  startAdminApi,
  type RunningAdminApi,
} from '@portal/admin-api';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { API_DROPPED_CONNECTION } from './apiProxy';
import { serveTestShell } from './testShell';
import { testFolder } from './testFolder';

// The shell's server answers the API's paths by forwarding them over the API's Unix socket, so the
// portal calls its API on its own origin; the API behind it still sees the browser's address and
// the portal's host, believed on that socket only, never on the API's TCP port.

// A remote served alone, whose sign-in and calls go through the shell's origin too.
const STANDALONE_ORIGIN = 'http://localhost:5999';
const folder = testFolder('api-proxy-');
const SIGN_IN_LIMIT = SIGN_IN_RATE_LIMIT.rateLimit.max;
const apiLog = join(folder, 'admin-api.log');
const rolledApiLog = join(folder, 'admin-api.1.log');
let api: RunningAdminApi;
let shell: FastifyInstance;
let shellUrl: string;

beforeAll(async () => {
  // The shell's port is known only once it listens; the API needs it as the portal's URL.
  shell = await serveTestShell(folder, { url: 'http://127.0.0.1:1' });
  const shellPort = (shell.server.address() as AddressInfo).port;
  shellUrl = `http://localhost:${shellPort}`;
  await shell.close();
  api = await startAdminApi({
    port: 0,
    ...(await createTestStorage()),
    seedScale: 'small',
    portalUrl: shellUrl,
    proxySocket: join(folder, 'admin-api.sock'),
    developmentOrigins: [STANDALONE_ORIGIN],
    logFile: apiLog,
  });
  shell = await serveTestShell(
    folder,
    { socketPath: api.proxySocket! },
    { port: shellPort, allowedOrigin: shellUrl },
  );
}, 180_000);

afterAll(async () => {
  await shell?.close();
  await api?.close();
});

it('signs in through the portal origin, the cookie and the callback staying on it', async () => {
  const chooser = await fetch(`${shellUrl}/auth/oauth/google?popup=true&action=login&domain=admin`);
  expect(await chooser.text()).toContain(`action="${shellUrl}/auth/oauth/google/callback"`);

  const { token, location } = await signInOverHttp(shellUrl, 'admin@example.com');
  expect(`${location.origin}${location.pathname}`).toBe(`${shellUrl}/auth/callback`);
  const profile = await fetch(`${shellUrl}/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe('admin@example.com');

  // The portal's own callback screen is the shell's page, not the API's.
  const callbackPage = await fetch(location);
  expect(callbackPage.status).toBe(200);
  expect(await callbackPage.text()).toContain('<title>shell</title>');
});

it("keeps the API's own headers on its answers, and the portal's on the shell's files", async () => {
  const formAction = (response: Response) =>
    /form-action ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const chooser = await fetch(
    `${shellUrl}/auth/oauth/google?popup=true&action=login&domain=admin&origin=${STANDALONE_ORIGIN}`,
    { headers: { origin: STANDALONE_ORIGIN } },
  );
  expect(chooser.status).toBe(200);
  // The form's redirect back to the standalone origin is allowed, and so are its calls.
  expect(formAction(chooser)).toContain(STANDALONE_ORIGIN);
  expect(chooser.headers.get('access-control-allow-origin')).toBe(STANDALONE_ORIGIN);

  const page = await fetch(`${shellUrl}/`);
  expect(formAction(page)).toBe("'self'");
  expect(page.headers.get('access-control-allow-origin')).toBe(shellUrl);
});

it('forwards bodies as sent, so the API keeps its own answers and limits', async () => {
  const post = (body: string) =>
    fetch(`${shellUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  const unknown = await post(JSON.stringify({ refreshToken: 'not-a-token' }));
  expect(unknown.status).toBe(401);
  expect(((await unknown.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  expect((await post(JSON.stringify({ refreshToken: 'x'.repeat(64 * 1024) }))).status).toBe(413);
});

/** A GET of `url` made from the local address `from` (127.0.0.x: this machine, but not the proxy's address). */
function getFrom(from: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    request(url, { localAddress: from, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** The client addresses the API logged for `url` once it has logged `count` of them. */
async function loggedAddressesOf(url: string, count: number): Promise<string[]> {
  // The log is written by a worker (pino-roll, which names the first file admin-api.1.log).
  const loggedRequests = () =>
    (existsSync(rolledApiLog) ? readFileSync(rolledApiLog, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { req?: { url: string; remoteAddress: string } })
      .filter((entry) => entry.req?.url === url)
      .map((entry) => entry.req!.remoteAddress);
  for (let attempt = 0; attempt < 50 && loggedRequests().length < count; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return loggedRequests();
}

it("lets the API see the browser's address, not the proxy's, and not one the browser claims", async () => {
  const status = await getFrom('127.0.0.2', `${shellUrl}/admin/users?limit=1`, {
    'x-forwarded-for': '203.0.113.9',
  });
  expect(status).toBe(401);
  expect(await loggedAddressesOf('/admin/users?limit=1', 1)).toEqual(['127.0.0.2']);
});

it("believes no forwarded address from a local process that calls the API's port around the proxy", async () => {
  const status = await getFrom('127.0.0.2', `${api.url}/admin/users?limit=2`, {
    'x-forwarded-for': '203.0.113.9',
  });
  expect(status).toBe(401);
  expect(await loggedAddressesOf('/admin/users?limit=2', 1)).toEqual(['127.0.0.2']);
});

it("rate-limits the sign-in by each browser's address through the proxy", async () => {
  const signInPage = `${shellUrl}/auth/oauth/google?popup=true&action=login&domain=admin`;
  const first = await Promise.all(
    Array.from({ length: SIGN_IN_LIMIT }, () => getFrom('127.0.0.3', signInPage)),
  );
  expect(new Set(first)).toEqual(new Set([200]));
  expect(await getFrom('127.0.0.3', signInPage)).toBe(429);
  expect(await getFrom('127.0.0.4', signInPage)).toBe(200);
});

describe("the API's paths on the portal's origin", () => {
  const send = (request: string) => rawRequest(Number(new URL(shellUrl).port), request);
  const host = () => new URL(shellUrl).host;

  it('honours Connection: close: the answer says so and the connection ends', async () => {
    const answer = await send(`GET /user/profile HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closedByServer).toBe(true);
  });

  it('checks the host of an absolute-form target like Host, never failing with a 500', async () => {
    const own = await send(
      `GET ${shellUrl}/admin/growth HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(own.status).toBe(401);
    const foreign = await send(
      `GET http://evil.example/admin/growth HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(foreign.status).toBe(421);
    expect(JSON.parse(foreign.body)).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(foreign.headers['x-request-id']).toBeTruthy();
    expect(foreign.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers in the error shape when the API cannot be reached', async () => {
    const unreachable = await serveTestShell(folder, { socketPath: join(folder, 'nobody-listens.sock') });
    try {
      const response = await fetch(
        `http://127.0.0.1:${(unreachable.server.address() as AddressInfo).port}/user/profile`,
      );
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await response.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await unreachable.close();
    }
  });
});

describe('an API that closes a connection before it answers (stopping, or an idled-out one)', () => {
  /** A stand-in API on a Unix socket: drops the first `drops` connections at their first bytes. */
  async function droppingApi(socketPath: string, drops: number) {
    const received: string[] = [];
    const server = createServer((connection) => {
      connection.once('data', (bytes) => {
        received.push(bytes.toString('latin1').split(' ')[0] ?? '');
        if (received.length <= drops) return void connection.destroy();
        connection.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    return { received, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  async function callThrough(drops: number, method: 'GET' | 'POST') {
    const socketPath = join(folder, `dropping-${method}-${drops}.sock`);
    const stub = await droppingApi(socketPath, drops);
    const proxy = await serveTestShell(folder, { socketPath });
    try {
      const port = (proxy.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/admin/users`, {
        method,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      return { status: response.status, body: await response.json(), received: stub.received };
    } finally {
      await proxy.close();
      await stub.close();
    }
  }

  it('sends a GET again on a new connection, up to twice, so a restart never shows as an error', async () => {
    const answered = await callThrough(2, 'GET');
    expect(answered).toEqual({ status: 200, body: {}, received: ['GET', 'GET', 'GET'] });
    const givenUp = await callThrough(3, 'GET');
    expect(givenUp.received).toEqual(['GET', 'GET', 'GET']);
    expect(givenUp.status).toBe(502);
    expect(givenUp.body).toEqual(API_DROPPED_CONNECTION);
  });

  it('never sends a POST twice: the API may have acted on it', async () => {
    const dropped = await callThrough(1, 'POST');
    expect(dropped.received).toEqual(['POST']);
    expect(dropped.status).toBe(502);
    expect(dropped.body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'The admin API closed the connection before it answered (restarting?); try again in a moment.',
    });
  });
});

/** `count` clients that send a request's head and the first byte of its 8,000-byte body, then nothing. */
async function openSlowBodies(port: number, count: number): Promise<Socket[]> {
  const head = (host: string) =>
    `POST /auth/logout HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n{`;
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect({ port, host: '127.0.0.1' }, () => {
            socket.write(head(`localhost:${port}`));
            resolve(socket);
          });
          // A client the server refuses or times out is simply gone.
          socket.on('error', () => resolve(socket));
        }),
    ),
  );
}

it("answers an admin's call within a second while 500 clients hold slow request bodies open", async () => {
  const { token } = await signInOverHttp(shellUrl, 'admin@example.com');
  const port = Number(new URL(shellUrl).port);
  const slowClients = await openSlowBodies(port, 500);
  try {
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const call = request(
        `${shellUrl}/admin/users?limit=1`,
        { localAddress: '127.0.0.2', headers: { authorization: `Bearer ${token}` }, timeout: 1000 },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('timeout', () => call.destroy(new Error('no answer within 1 s')));
      call.on('error', reject).end();
    });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  } finally {
    for (const socket of slowClients) socket.destroy();
  }
}, 30_000);
