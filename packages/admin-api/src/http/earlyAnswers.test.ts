import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { rawRequest as rawRequestTo } from '../testing/rawRequest';
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

const rawRequest = (raw: string) => rawRequestTo(port, raw);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('answers made before routing', () => {
  it.each([
    [
      'a path parameter too long',
      `GET /admin/users/${'a'.repeat(300)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      414,
    ],
    [
      'a URL that is not percent-encoded UTF-8',
      'GET /admin/users/%80 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
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

  it.each([
    ['two Host headers', 'GET /user/profile HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n', 400],
    ['no Host header', 'GET /user/profile HTTP/1.1\r\n\r\n', 400],
    [
      'a Host that is not host[:port]',
      'GET /auth/oauth/google HTTP/1.1\r\nHost: localhost:5400/x\r\n\r\n',
      400,
    ],
    [
      'an absolute-form target naming another host',
      'GET http://evil.example/admin/growth HTTP/1.1\r\nHost: 127.0.0.1:4000\r\n\r\n',
      421,
    ],
  ])('refuses %s in the error shape, never reflecting the host', async (_case, raw, status) => {
    const answer = await rawRequest(raw.replace(/\r\n\r\n$/, '\r\nConnection: close\r\n\r\n'));
    expect(answer.status).toBe(status);
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(answer.body).not.toMatch(/evil|5400/);
  });

  it('routes an absolute-form target naming its own host by its path', async () => {
    const answer = await rawRequest(
      'GET http://localhost/admin/growth HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(401);
  });

  it.each(['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'portal.test'])('serves %s', async (host) => {
    const page = await app.inject({ url: '/auth/oauth/google', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="http://${host}/auth/oauth/google/callback"`);
  });
});
