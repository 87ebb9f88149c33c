import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import {
  capConnectionsPerClient,
  errorCodeFor,
  hostRefusal,
  isHostAndPort,
  originFormOf,
  registerRequestIdHeader,
  REQUEST_ID_HEADER,
  requestIdOptions,
} from './index';

// The helpers on a bare Fastify server, as the launcher's static servers use them; the API's own
// tests (admin-api http/earlyAnswers.test.ts, serverLimits.test.ts) prove them through the API.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A request as hostRefusal reads it: its raw headers and its target as sent. */
const requestWith = (rawHeaders: string[], originalUrl = '/') =>
  ({ raw: { rawHeaders }, originalUrl }) as unknown as FastifyRequest;

test('originFormOf keeps the path and query of an absolute-form target, and a path as it is', () => {
  expect(originFormOf('http://portal.example/app/users?sort=name')).toBe('/app/users?sort=name');
  expect(originFormOf('http://portal.example?q=1')).toBe('/?q=1');
  expect(originFormOf('http://portal.example')).toBe('/');
  expect(originFormOf('/health/beacons')).toBe('/health/beacons');
});

test('a Host header is one host[:port], nothing else', () => {
  expect(isHostAndPort('localhost:3000')).toBe(true);
  expect(isHostAndPort('[::1]:8080')).toBe(true);
  expect(isHostAndPort('portal.example')).toBe(true);
  expect(isHostAndPort('evil.example/path')).toBe(false);
  expect(isHostAndPort('a b')).toBe(false);
  expect(isHostAndPort('localhost:99999x')).toBe(false);
});

test('hostRefusal: no Host or two are a 400, another host in the target a 421, one matching Host passes', () => {
  expect(hostRefusal(requestWith([]))).toEqual({ status: 400, message: 'The request has no Host header' });
  expect(hostRefusal(requestWith(['Host', 'a.example', 'host', 'b.example']))).toEqual({
    status: 400,
    message: 'The request has more than one Host header',
  });
  expect(hostRefusal(requestWith(['Host', '<script>']))).toEqual({
    status: 400,
    message: 'The Host header is not a valid host[:port]',
  });
  expect(hostRefusal(requestWith(['Host', 'portal.example'], 'http://other.example/'))).toEqual({
    status: 421,
    message: 'The request names a host this server does not serve',
  });
  expect(
    hostRefusal(requestWith(['Host', 'Portal.example:8080'], 'http://portal.example:8080/x')),
  ).toBeNull();
  expect(hostRefusal(requestWith(['Host', 'localhost:3000']))).toBeNull();
});

test('errorCodeFor names each status class with the contract codes', () => {
  expect(errorCodeFor(404)).toBe('NOT_FOUND');
  expect(errorCodeFor(429)).toBe('TOO_MANY_REQUESTS');
  expect(errorCodeFor(400)).toBe('BAD_REQUEST');
  expect(errorCodeFor(421)).toBe('BAD_REQUEST');
  expect(errorCodeFor(502)).toBe('INTERNAL_ERROR');
});

describe('on a server', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  test('every answer names a fresh request id; an id the caller sends is not taken', async () => {
    app = Fastify({ logger: false, ...requestIdOptions });
    registerRequestIdHeader(app);
    app.get('/', async (request) => ({ id: request.id }));
    const first = await app.inject({ url: '/', headers: { [REQUEST_ID_HEADER]: 'chosen-by-caller' } });
    const second = await app.inject({ url: '/' });
    const firstId = first.headers[REQUEST_ID_HEADER.toLowerCase()];
    expect(firstId).toMatch(UUID);
    expect(first.json()).toEqual({ id: firstId });
    expect(second.headers[REQUEST_ID_HEADER.toLowerCase()]).not.toBe(firstId);
  });

  test('capConnectionsPerClient answers a connection over the cap 429 {code, message} and closes it', async () => {
    app = Fastify({ logger: false });
    capConnectionsPerClient(app.server, { max: 2 });
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const open = () =>
      new Promise<ReturnType<typeof connect>>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
      });
    const held = [await open(), await open()];
    const third = await open();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      third.on('data', (chunk) => (text += chunk.toString()));
      third.on('close', () => resolve(text));
    });
    held.forEach((socket) => socket.destroy());
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(answer).toContain('connection: close');
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many connections from this address' }),
    );
  });
});
