// The collector of section health beacons (docs/deploying.md "Section health"): the shell's server
// takes them at /health/beacons, keeps every event in a JSON-lines file, and answers a summary per
// section and release at the same path.
import {
  HEALTH_EVENT_KINDS,
  type HealthEvent,
  type HealthEventKind,
  type HealthSummary,
  type ReleaseHealth,
} from '@portal/registry';
import Fastify, { type FastifyInstance } from 'fastify';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const HEALTH_PATH = '/health/beacons';

/** One event as the collector keeps it: when it arrived and whose page sent it. */
export interface StoredHealthEvent extends HealthEvent {
  at: string;
  account: string | null;
}

const SECTION = /^[a-z][a-z0-9_]*$/;
const ERROR_NAME = /^[A-Za-z_$][\w$]{0,79}$/;
const MAX_EVENTS = 200;
const MAX_LOAD_MS = 10 * 60_000;

export class BadBeaconError extends Error {}

/** The events of one beacon, checked: anything unexpected refuses the whole beacon. */
export function parseBeacon(text: string, at: Date): StoredHealthEvent[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadBeaconError('A health beacon is JSON');
  }
  const { v, account, events } = (raw ?? {}) as Record<string, unknown>;
  if (v !== 1) throw new BadBeaconError('A health beacon has "v": 1');
  if (account !== null && (typeof account !== 'string' || account.length > 100))
    throw new BadBeaconError('"account" is a staff account id or null');
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS)
    throw new BadBeaconError(`"events" is a list of 1 to ${MAX_EVENTS} events`);
  return events.map((event: unknown, index) => {
    const { section, release, kind, ms, error, fallback } = (event ?? {}) as Record<string, unknown>;
    const where = `event ${index + 1}`;
    if (typeof section !== 'string' || !SECTION.test(section))
      throw new BadBeaconError(`${where}: "section" is a section name`);
    if (typeof release !== 'string' || !release || release.length > 300)
      throw new BadBeaconError(`${where}: "release" names the release`);
    if (!HEALTH_EVENT_KINDS.includes(kind as HealthEventKind))
      throw new BadBeaconError(`${where}: "kind" is one of ${HEALTH_EVENT_KINDS.join(', ')}`);
    if (kind === 'load' && !(typeof ms === 'number' && ms >= 0 && ms <= MAX_LOAD_MS))
      throw new BadBeaconError(`${where}: a load has "ms", its duration`);
    if (kind === 'error' && !(typeof error === 'string' && ERROR_NAME.test(error)))
      throw new BadBeaconError(`${where}: an error has "error", its class name`);
    return {
      at: at.toISOString(),
      account,
      section,
      release,
      kind: kind as HealthEventKind,
      ...(kind === 'load' && { ms: ms as number }),
      ...(kind === 'error' && { error: error as string }),
      ...(fallback === true && { fallback: true as const }),
    };
  });
}

function percentile75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** Each section's releases with their load p75 and counts, by section, then newest first. */
export function summarizeHealth(events: readonly StoredHealthEvent[]): ReleaseHealth[] {
  const groups = new Map<string, StoredHealthEvent[]>();
  for (const event of events) {
    const key = `${event.section}\n${event.release}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  return [...groups.values()]
    .map((group) => {
      const count = (kind: HealthEventKind) => group.filter((event) => event.kind === kind).length;
      const first = group[0] as StoredHealthEvent;
      return {
        section: first.section,
        release: first.release,
        loads: count('load'),
        loadP75Ms: percentile75(group.flatMap((event) => (event.ms === undefined ? [] : [event.ms]))),
        loadFailures: count('load-failure'),
        skewRefusals: count('skew'),
        errors: count('error'),
        fallbacks: group.filter((event) => event.fallback).length,
        lastSeenAt: group.map((event) => event.at).reduce((latest, at) => (at > latest ? at : latest)),
      };
    })
    .sort((a, b) => a.section.localeCompare(b.section) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Takes beacons at HEALTH_PATH (kept in `file`, read back on start) and answers their summary there. */
export function registerHealthCollector(app: FastifyInstance, file: string): void {
  const events: StoredHealthEvent[] = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StoredHealthEvent)
    : [];
  mkdirSync(dirname(file), { recursive: true });
  app.post(HEALTH_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    let received: StoredHealthEvent[];
    try {
      // sendBeacon posts text/plain; a client that says application/json arrives parsed.
      const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
      received = parseBeacon(text, new Date());
    } catch (error) {
      if (!(error instanceof BadBeaconError)) throw error;
      // The portal's error shape, as JSON (issue 76 item 6).
      return reply.code(400).send({ code: 'BAD_REQUEST', message: error.message });
    }
    appendFileSync(file, received.map((event) => `${JSON.stringify(event)}\n`).join(''));
    events.push(...received);
    return reply.code(204).send();
  });
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { releases: summarizeHealth(events) } satisfies HealthSummary;
  });
}

/** A collector on a port of its own (behind nginx in the production topology). */
export async function startHealthCollector(options: { port: number; host: string; file: string }) {
  const app = Fastify({ logger: false });
  registerHealthCollector(app, options.file);
  await app.listen({ port: options.port, host: options.host });
  return app;
}
