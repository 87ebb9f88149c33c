import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildAdminApi } from '../app';
import { bearer, signIn } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';
import { createCallsInFlight, createExportSlots } from './exportSlots';

const EXPORT = '/admin/activities?format=csv';
// Long enough for the calls made while the first exports are held, on a busy machine.
const SEND_TIMEOUT_MS = 5_000;

describe('export slots', () => {
  const policy = {
    maxRows: 100,
    overall: 2,
    perStaff: 1,
    retryAfterSeconds: 10,
    sendTimeoutMs: 1000,
    giveWayMs: 0,
  };

  it('caps each staff member and everyone together, and frees a slot once', () => {
    const slots = createExportSlots(policy);
    const first = slots.take('a');
    expect(first).not.toBeNull();
    expect(slots.take('a')).toBeNull();
    const second = slots.take('b');
    expect(second).not.toBeNull();
    expect(slots.take('c')).toBeNull();
    first!();
    first!();
    expect(slots.take('a')).not.toBeNull();
    expect(slots.take('c')).toBeNull();
    second!();
    expect(slots.take('c')).not.toBeNull();
  });
});

describe('calls in flight, which an export gives way to', () => {
  const state = (promise: Promise<void>) =>
    Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setImmediate(resolve, 'waiting'))]);

  it('settles at once with no call running, when the last running call ends, or after the wait allowed', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const calls = createCallsInFlight();
      expect(await state(calls.settled(1000))).toBe('settled');
      const endFirst = calls.begin();
      const endSecond = calls.begin();
      const afterBoth = calls.settled(1000);
      endFirst();
      endFirst();
      expect(await state(afterBoth)).toBe('waiting');
      endSecond();
      expect(await state(afterBoth)).toBe('settled');

      const endSlow = calls.begin();
      const bounded = calls.settled(1000);
      jest.advanceTimersByTime(999);
      expect(await state(bounded)).toBe('waiting');
      jest.advanceTimersByTime(1);
      expect(await state(bounded)).toBe('settled');
      // Not waiting at all is a choice of the policy (a server running queries side by side).
      expect(await state(calls.settled(0))).toBe('settled');
      endSlow();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('exports share the API fairly', () => {
  let app: FastifyInstance;
  // A Unix socket: its small buffers fill within the first batches, so an unread export stalls
  // (loopback TCP could take the whole small-seed export into its buffers).
  const socketPath = path.join(os.tmpdir(), `admin-api-exports-${process.pid}-${Date.now()}.sock`);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildAdminApi({
      ...(await createTestStorage()),
      portalUrl: 'http://portal.test',
      seedScale: 'small',
      exportPolicy: {
        overall: 2,
        perStaff: 1,
        retryAfterSeconds: 7,
        sendTimeoutMs: SEND_TIMEOUT_MS,
        giveWayMs: 1_000,
      },
    });
    await app.listen({ path: socketPath });
    for (const email of ['admin@example.com', 'priya.raman@example.com', 'jordan.lee@example.com'])
      tokens[email] = (await signIn(app, email)).token;
  }, 120_000);
  afterAll(() => app?.close());

  interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
    /** For an answer not read: reads what is left, until the connection ends (or is dropped). */
    readRest: () => Promise<string>;
  }

  /** A request over the socket; `read` false reads the status and headers, then nothing more. */
  function call(email: string, url: string, { method = 'GET', read = true } = {}) {
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request({ socketPath, path: url, method, headers: bearer(tokens[email]!) });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        const rest = new Promise<string>((done) => {
          response.on('data', (chunk: string) => (body += chunk));
          // A dropped answer ends with an abort: what arrived is the result.
          response.on('error', () => {});
          response.on('close', () => done(body));
        });
        const answer = { status: response.statusCode!, headers: response.headers, readRest: () => rest };
        if (read) return void rest.then((text) => resolve({ ...answer, body: text }));
        response.pause();
        request.removeListener('error', reject);
        request.on('error', () => {});
        resolve({ ...answer, body: '', readRest: () => (response.resume(), rest) });
      });
      request.end();
    });
  }

  /**
   * The first export `email` is let start, read whole: polls while the caps refuse it (their
   * earlier export still holds its slot), never a fixed wait that a slow machine outlasts.
   */
  async function nextExport(email: string): Promise<Answer> {
    for (;;) {
      const answer = await call(email, EXPORT);
      if (answer.status !== 429) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('refuses an export over the caps at once with 429, Retry-After and {code, message}', async () => {
    const started = Date.now();
    const held = await call('admin@example.com', EXPORT, { read: false });
    expect(held.status).toBe(200);

    const ownSecond = await call('admin@example.com', EXPORT);
    expect(ownSecond.status).toBe(429);
    expect(ownSecond.headers['retry-after']).toBe('7');
    expect(ownSecond.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(ownSecond.body)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many exports are running; try again in 7 seconds',
    });

    // Another staff member still has a slot; then everyone's cap is reached.
    const other = await call('priya.raman@example.com', EXPORT, { read: false });
    expect(other.status).toBe(200);
    expect((await call('jordan.lee@example.com', EXPORT)).status).toBe(429);

    // Lists keep answering meanwhile.
    const list = await call('jordan.lee@example.com', '/admin/users?limit=25');
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body).users).toHaveLength(25);

    // A client that stops reading is dropped once it has taken nothing for the send timeout,
    // part-way, which frees its slot: each of the two then gets a new export, read whole.
    const again = await nextExport('admin@example.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS);
    expect(again.status).toBe(200);
    expect(again.body.split('\r\n').length - 2).toBe(Number(again.headers['x-total-count']));
    expect((await nextExport('priya.raman@example.com')).status).toBe(200);
    const total = Number(held.headers['x-total-count']);
    for (const dropped of [held, other]) {
      const rows = (await dropped.readRest()).split('\r\n').length - 2;
      expect(rows).toBeLessThan(total);
    }
  }, 120_000);

  it('answers HEAD with the export headers and its row count, reads no row and takes no slot', async () => {
    const heads = await Promise.all(
      [1, 2, 3].map(() => call('admin@example.com', EXPORT, { method: 'HEAD' })),
    );
    const exported = await call('admin@example.com', EXPORT);
    expect(exported.status).toBe(200);
    for (const head of heads) {
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(head.headers['content-disposition']).toMatch(/^attachment; filename="activities-/);
      expect(head.headers['x-total-count']).toBe(exported.headers['x-total-count']);
      expect(head.body).toBe('');
    }
  }, 60_000);
});
