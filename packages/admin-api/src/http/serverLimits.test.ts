import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import net from 'node:net';
import { bearer, buildTestApi, signIn } from '../testing/testApi';
import { MAX_CONNECTIONS_PER_CLIENT } from '@portal/http-hardening';

const SLOW_CLIENTS = 300;
const ADMIN_CALLS = 60;

let app: FastifyInstance;
let port: number;
let slow: net.Socket[] = [];

beforeAll(async () => {
  app = await buildTestApi({ adminCallsPerMinute: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 120_000);

afterAll(async () => {
  for (const socket of slow) socket.destroy();
  await app?.close();
});

/** A call on a connection of its own (no keep-alive): its status. */
function call(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `count` clients from 127.0.0.1 that start a request and never finish its headers. */
async function holdSlowClients(count: number): Promise<net.Socket[]> {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: '127.0.0.1', port }, () => {
            socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
            resolve(socket);
          });
          socket.on('error', reject);
        }),
    ),
  );
  // The server has seen every one of them.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return sockets;
}

describe('the per-address connection cap beside slow clients from the same address', () => {
  it(`an admin's ${ADMIN_CALLS} calls all answer while ${SLOW_CLIENTS} slow connections are open`, async () => {
    const { token } = await signIn(app, 'admin@example.com');
    expect(SLOW_CLIENTS).toBeGreaterThan(MAX_CONNECTIONS_PER_CLIENT);
    slow = await holdSlowClients(SLOW_CLIENTS);
    const statuses: number[] = [];
    for (let index = 0; index < ADMIN_CALLS; index++) {
      statuses.push(await call('/admin/users?limit=1', bearer(token)));
    }
    const answered = statuses.filter((status) => status === 200).length;
    console.log(`admin calls beside ${SLOW_CLIENTS} slow clients: ${answered} of ${ADMIN_CALLS} answered`);
    expect(answered).toBe(ADMIN_CALLS);
    // Unauthenticated connections beyond the cap are still refused.
    expect(await call('/health')).toBe(429);
  }, 60_000);
});
