import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFolder } from '../testFolder';
import { HEALTH_PATH, parseBeacon, registerHealthCollector, summarizeHealth } from './healthCollector';

const folder = testFolder('health-');
const at = new Date('2026-11-28T02:00:00Z');

const beacon = (events: unknown[], account: string | null = 'a1') =>
  JSON.stringify({ v: 1, account, events });

test('a beacon is refused whole when anything in it is unexpected', () => {
  expect(() => parseBeacon('not json', at)).toThrow('A health beacon is JSON');
  expect(() => parseBeacon(JSON.stringify({ v: 2, account: null, events: [] }), at)).toThrow('"v": 1');
  expect(() => parseBeacon(beacon([]), at)).toThrow('"events" is a list of 1 to 200 events');
  expect(() => parseBeacon(beacon([{ section: 'Users!', release: 'r', kind: 'load', ms: 1 }]), at)).toThrow(
    'event 1: "section" is a section name',
  );
  expect(() => parseBeacon(beacon([{ section: 'users', release: 'r', kind: 'crash' }]), at)).toThrow(
    'event 1: "kind" is one of load, load-failure, skew, error',
  );
  expect(() => parseBeacon(beacon([{ section: 'users', release: 'r', kind: 'load' }]), at)).toThrow(
    'a load has "ms"',
  );
  // An error is named by its class, never by a message that could carry data.
  expect(() =>
    parseBeacon(
      beacon([{ section: 'users', release: 'r', kind: 'error', error: 'Cannot read jane@example.com' }]),
      at,
    ),
  ).toThrow('an error has "error", its class name');
});

test('the summary gives each release its load p75 and counts, newest release first', () => {
  const events = [
    ...[100, 200, 300, 400].map((ms) => ({ section: 'users', release: '1.0.0-a', kind: 'load', ms })),
    { section: 'users', release: '1.0.0-a', kind: 'load-failure' },
  ];
  const older = parseBeacon(beacon(events), new Date('2026-11-28T01:00:00Z'));
  const newer = parseBeacon(
    beacon([
      { section: 'users', release: '1.1.0-b', kind: 'skew' },
      { section: 'users', release: '1.1.0-b', kind: 'error', error: 'TypeError' },
      { section: 'users', release: '1.1.0-b', kind: 'error', error: 'TypeError', fallback: true },
    ]),
    at,
  );
  expect(summarizeHealth([...older, ...newer])).toEqual([
    {
      section: 'users',
      release: '1.1.0-b',
      loads: 0,
      loadP75Ms: null,
      loadFailures: 0,
      skewRefusals: 1,
      errors: 2,
      fallbacks: 1,
      lastSeenAt: at.toISOString(),
    },
    {
      section: 'users',
      release: '1.0.0-a',
      loads: 4,
      loadP75Ms: 300,
      loadFailures: 1,
      skewRefusals: 0,
      errors: 0,
      fallbacks: 0,
      lastSeenAt: '2026-11-28T01:00:00.000Z',
    },
  ]);
});

test('the collector keeps what it is sent in its file and answers the summary, after a restart too', async () => {
  const file = join(folder, 'section-health.jsonl');
  const app = Fastify();
  registerHealthCollector(app, file);
  const sent = await app.inject({
    method: 'POST',
    url: HEALTH_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: beacon([{ section: 'coupons', release: '2.0.0-c', kind: 'error', error: 'TypeError' }]),
  });
  expect(sent.statusCode).toBe(204);
  const refused = await app.inject({
    method: 'POST',
    url: HEALTH_PATH,
    headers: { 'content-type': 'text/plain' },
    payload: '{}',
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.headers['content-type']).toMatch(/^application\/json/);
  expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message: 'A health beacon has "v": 1' });
  expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  await app.close();

  const restarted = Fastify();
  registerHealthCollector(restarted, file);
  const summary = await restarted.inject({ method: 'GET', url: HEALTH_PATH });
  expect(summary.json()).toEqual({
    releases: [expect.objectContaining({ section: 'coupons', release: '2.0.0-c', errors: 1 })],
  });
  await restarted.close();
});
