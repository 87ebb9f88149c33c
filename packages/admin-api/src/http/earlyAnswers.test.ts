import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { buildTestApi } from '../testing/testApi';

// Answers made before routing carry what every answer carries: a request id, the security
// headers and the `{code, message}` shape. Node's own refusals need a real socket.

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApi();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 120_000);
afterAll(() => app?.close());

/** Sends `raw` bytes as they are and reads the whole answer (the server closes after refusing). */
function rawRequest(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body });
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('answers made before routing', () => {
  it.each([
    [
      'a path parameter too long',
      `GET /admin/users/${'a'.repeat(300)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      414,
    ],
    [
      'a URL that is not percent-encoded UTF-8',
      'GET /admin/users/%80 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      400,
    ],
    [
      'a URL and headers too large',
      `GET /admin/users?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      431,
    ],
    ['a request that is not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
  ])('%s: its status with a request id, nosniff and {code, message}', async (_case, raw, status) => {
    const answer = await rawRequest(raw);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });
});

describe('the Host a request names', () => {
  it('refuses a foreign host with 421 in the error shape, and never reflects it in the sign-in page', async () => {
    const foreign = await app.inject({ url: '/auth/oauth/google', headers: { host: 'evil.example' } });
    expect(foreign.statusCode).toBe(421);
    expect(foreign.headers['x-content-type-options']).toBe('nosniff');
    expect(foreign.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request names a host this API does not serve',
    });
    expect(foreign.body).not.toContain('evil.example');
  });

  it.each(['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'portal.test'])('serves %s', async (host) => {
    const page = await app.inject({ url: '/auth/oauth/google', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="http://${host}/auth/oauth/google/callback"`);
  });
});
