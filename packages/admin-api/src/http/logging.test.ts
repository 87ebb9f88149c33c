import Fastify from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminApi } from '../app';
import { buildTestApi, signIn } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';
import { registerErrorHandling } from './errorHandling';
import { LOGGED_URL_MAX_CHARS, loggerOptions, redactedUrl } from './logging';
import { registerRequestIdHeader, requestIdOptions } from '@portal/http-hardening';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-api-logs-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown>;

/** pino-roll's first file for `logFile`: admin-api.log is written as admin-api.1.log. */
const rolledFile = (logFile: string) => logFile.replace(/\.log$/, '.1.log');

/** The log's lines once `count` of them concern `requestId` (the logger writes asynchronously). */
async function linesOf(file: string, requestId: string, count: number): Promise<LogLine[]> {
  for (let attempt = 0; ; attempt++) {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LogLine)
          .filter((line) => line.reqId === requestId)
      : [];
    if (lines.length >= count || attempt === 50) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('request logs and ids', () => {
  it('a 5xx is logged to the file with its error and the request id the caller was given', async () => {
    const logFile = path.join(root, 'logs', 'admin-api.log');
    const app = Fastify({ logger: loggerOptions({ logFile, logger: false }), ...requestIdOptions });
    registerRequestIdHeader(app);
    registerErrorHandling(app);
    app.get('/fails', () => {
      throw new Error('the disk is full');
    });
    const response = await app.inject({ url: '/fails', headers: { 'x-request-id': 'chosen-by-caller' } });
    await app.close();
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(UUID);
    const lines = await linesOf(rolledFile(logFile), requestId, 3);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request failed',
      'request completed',
    ]);
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'the disk is full' } });
    expect(lines[2]).toMatchObject({ res: { statusCode: 500 } });
  });

  it('a 5xx logs no SQL and no parameter of a failed query', async () => {
    const logFile = path.join(root, 'logs', 'admin-api.log');
    const app = Fastify({ logger: loggerOptions({ logFile, logger: false }), ...requestIdOptions });
    registerRequestIdHeader(app);
    registerErrorHandling(app);
    app.get('/query-fails', () => {
      const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
        code: '22P02X',
        severity: 'ERROR',
      });
      // drizzle's DrizzleQueryError: the SQL and its parameters in the message.
      throw Object.assign(
        new Error('Failed query: select * from sessions where id = $1\nparams: secret-value'),
        {
          query: 'select * from sessions where id = $1',
          params: ['secret-value'],
          cause,
        },
      );
    });
    const response = await app.inject('/query-fails');
    await app.close();
    expect(response.statusCode).toBe(500);
    const [, failed] = await linesOf(rolledFile(logFile), String(response.headers['x-request-id']), 3);
    expect(failed).toMatchObject({
      msg: 'request failed',
      err: { code: '22P02X', message: 'database error 22P02X' },
    });
    expect(JSON.stringify(failed)).not.toMatch(/secret-value|select \*/);
  });

  it('the sign-in leaves no code, state or token value in the log', async () => {
    const logFile = path.join(root, 'logs', 'admin-api.log');
    const app = await buildAdminApi({
      ...(await createTestStorage()),
      portalUrl: 'http://portal.test',
      logFile,
    });
    let secrets: string[];
    try {
      const signedIn = await signIn(app, 'admin@example.com');
      const state = new URLSearchParams(signedIn.location.search);
      const refreshed = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        payload: { refreshToken: signedIn.refreshToken },
      });
      const callbackLine = await app.inject({ url: `/admin/users?token=${signedIn.token}` });
      expect(callbackLine.statusCode).toBe(401);
      secrets = [signedIn.token, signedIn.refreshToken, refreshed.json<{ token: string }>().token];
      expect(state.get('token')).toBe(signedIn.token);
    } finally {
      await app.close();
    }
    let log = '';
    for (let attempt = 0; attempt < 50 && !log.includes('/admin/users'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = existsSync(rolledFile(logFile)) ? readFileSync(rolledFile(logFile), 'utf8') : '';
    }
    expect(log).toContain('/auth/oauth/google/callback?');
    expect(log).toContain('code=[redacted]');
    expect(log).toContain('state=[redacted]');
    expect(log).not.toContain('admin%40example.com');
    for (const secret of secrets) expect(log).not.toContain(secret);
  }, 60_000);

  it('every answer of the API carries its request id, readable by the portal across origins', async () => {
    const app = await buildTestApi();
    try {
      const first = await app.inject({ url: '/admin/users', headers: { origin: 'http://portal.test' } });
      const second = await app.inject('/nope');
      expect(first.statusCode).toBe(401);
      expect(String(first.headers['x-request-id'])).toMatch(UUID);
      expect(String(second.headers['x-request-id'])).toMatch(UUID);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
      expect(String(first.headers['access-control-expose-headers']).split(', ')).toContain('X-Request-Id');
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('what a log line quotes of a URL', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXZhbHVl';
  it.each([
    ['/auth/callback?access_token=abc', '/auth/callback?access_token=[redacted]'],
    ['/auth/callback?refresh_token=abc&x=1', '/auth/callback?refresh_token=[redacted]&x=1'],
    [
      '/auth/oauth/google/callback?State=abc&CODE=def',
      '/auth/oauth/google/callback?State=[redacted]&CODE=[redacted]',
    ],
    ['/x?state[]=abc&state%5B%5D=def', '/x?state[]=[redacted]&state%5B%5D=[redacted]'],
    [`/x?next=${JWT}`, '/x?next=[redacted]'],
    [`/auth/${JWT}/profile`, '/auth/[redacted]/profile'],
    ['/reset/k9Xq2LmP7vR4tY8wZ3nB6cD1fG5hJ0sA', '/reset/[redacted]'],
    ['/admin/users?search=Jane%20Citizen&limit=20', '/admin/users?search=[12 chars]&limit=20'],
    ['/admin/quick-find?q=jane@example.com', '/admin/quick-find?q=[16 chars]'],
    [
      '/admin/users/0b6f4a5e-3c1d-4f2a-9e8b-7d6c5b4a3f21?sort=name',
      '/admin/users/0b6f4a5e-3c1d-4f2a-9e8b-7d6c5b4a3f21?sort=name',
    ],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  /** Every form a JWT was tried in by the security probe (issue 76): none may survive. */
  const JWT_FORMS: string[] = [
    `/x?next=${JWT}`,
    `/x?token=${JWT}`,
    `/x?access_token=${JWT}`,
    `/x?a=1&b=${JWT}`,
    `/x?b=${JWT}&a=1`,
    `/x?x=${encodeURIComponent(JWT)}`,
    `/x?x=${JWT.replace(/\./g, '%2E')}`,
    `/x?x=${encodeURIComponent(encodeURIComponent(`"${JWT}"`))}`,
    `/x?x=+${JWT}`,
    `/x?x=%20${JWT}`,
    `/x?x=Bearer%20${JWT}`,
    `/x?x=Bearer+${JWT}`,
    `/x?x=%22${JWT}%22`,
    `/x?x="${JWT}"`,
    `/x?x='${JWT}'`,
    `/x?${JWT}=1`,
    `/x?${JWT}`,
    `/x?x=1;${JWT}`,
    `/x?x=1;t=${JWT}`,
    `/x?x=1?t=${JWT}`,
    `/x?x=1?${JWT}`,
    `/x?x[]=${JWT}`,
    `/x?x=${JWT}#fragment`,
    `/x?x=prefix-${JWT}`,
    `/auth/${JWT}/profile`,
    `/auth/${JWT}`,
    `/admin/users;${JWT}`,
    `/admin/users;t=${JWT}`,
    `/admin/users/${encodeURIComponent(JWT)}`,
    `/admin/users/%22${JWT}%22`,
    `/admin/users/Bearer%20${JWT}`,
    `/admin/users/x${JWT}?limit=1`,
    `/${JWT}?${JWT}=${JWT}`,
    `/x?x=${JWT.replace(/e/g, '%65')}`,
  ];
  const DECODED_JWT = new RegExp(JWT.replace(/\./g, '\\.'));

  it('holds 34 forms', () => expect(new Set(JWT_FORMS).size).toBe(34));

  it.each(JWT_FORMS)('no JWT survives in %s', (url) => {
    const logged = redactedUrl(url);
    expect(logged).toContain('[redacted]');
    for (const text of [logged, decodeURIComponent(logged.replace(/%(?![0-9A-F]{2})/gi, ''))]) {
      expect(text).not.toMatch(DECODED_JWT);
      expect(text).not.toContain(JWT.split('.')[2]);
    }
  });

  it.each([
    'authorization',
    'session',
    'sid',
    'nonce',
    'otp',
    'pin',
    'pass',
    'pwd',
    'jwt',
    'sig',
    'signature',
    'credential',
    'ticket',
    'sessionId',
    'X-Sig',
    'otp_code',
  ])('a short value under %s is redacted', (name) => {
    expect(redactedUrl(`/x?${name}=1234&limit=20`)).toBe(`/x?${name}=[redacted]&limit=20`);
  });

  it.each(['design', 'shipping', 'inside', 'limit', 'sort', 'userId'])('a value under %s is kept', (name) => {
    expect(redactedUrl(`/x?${name}=1234`)).toBe(`/x?${name}=1234`);
  });

  it(`is cut at ${LOGGED_URL_MAX_CHARS} characters`, () => {
    const logged = redactedUrl(`/admin/users?limit=${'9'.repeat(15_000)}`);
    expect(logged.length).toBeLessThan(LOGGED_URL_MAX_CHARS + 10);
    expect(logged.endsWith('…[cut]')).toBe(true);
  });
});
