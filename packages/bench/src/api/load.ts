import autocannon from 'autocannon';
import { pick, type ApiTargets } from './targets';

export interface LoadFigures {
  connections: number;
  seconds: number;
  /** Of the same load before, not measured. */
  warmupSeconds: number;
  /** How many distinct URLs the mix cycles through. */
  distinctCalls: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included). */
  errors: number;
  /** Answers that were not 2xx. */
  non2xx: number;
}

/**
 * Staff at work: list pages within the first 10,000 rows at every page size, searches of every
 * length, and detail pages, each URL distinct from its neighbours so no two connections ask the
 * same thing at once.
 */
export function loadMix(targets: ApiTargets): string[] {
  const terms = ['a', 'jo', 'smith', 'olivia', 'li', 'gmail.com', 'nguyen', 'x', 'priya', 'bondi'];
  const organisationTerms = ['pty', 'trust', 'bondi', 'robotics', 'harbour', 'a'];
  const types = ['AUTH', 'XERO', 'OTHER', 'INVITATION'];
  const kinds = 10;
  return Array.from({ length: 400 }, (_, i) => {
    // The n-th URL of its kind: consecutive kinds follow each other, each varying on its own.
    const n = Math.floor(i / kinds);
    const user = pick(targets.userIds, n);
    const organisation = pick(targets.organisationIds, n);
    const size = pick([25, 50, 100], n);
    const offset = (n * 389) % 9900;
    const calls = [
      `/admin/users?limit=${size}&offset=${offset}`,
      `/admin/users?limit=25&search=${pick(terms, n)}&offset=${(n % 4) * 25}`,
      `/admin/users/${user}`,
      `/admin/organisations?limit=${size}&offset=${offset % 5000}`,
      `/admin/organisations?limit=25&search=${pick(organisationTerms, n)}&offset=${(n % 3) * 25}`,
      `/admin/organisations/${organisation}`,
      `/admin/activities?limit=${size}&offset=${offset}`,
      `/admin/activities?limit=25&activityType=${pick(types, n)}&offset=${offset % 2000}`,
      `/admin/activities/user/${user}?limit=10`,
      `/admin/team/organisation/${organisation}`,
    ];
    return calls[i % kinds]!;
  });
}

/**
 * Keeps `connections` connections busy for `seconds` over loopback, each request taking the next
 * URL of the mix, after `warmupSeconds` of the same load that are not measured: a server staff use
 * has compiled its hot code and opened its database connections long before, and a fresh process
 * does both in its first seconds under load. The API must run in another process (the request
 * picker is a function, which autocannon's worker threads cannot take). `onWarm` runs as the measured
 * part starts.
 */
export async function runApiLoad(
  apiUrl: string,
  token: string,
  mix: readonly string[],
  { connections = 50, seconds = 20, warmupSeconds = 5, onWarm = () => {} } = {},
): Promise<LoadFigures> {
  let next = 0;
  const load = (duration: number) =>
    autocannon({
      url: apiUrl,
      connections,
      duration,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (request) => ({ ...request, path: mix[next++ % mix.length]! }) }],
    });
  if (warmupSeconds > 0) await load(warmupSeconds);
  onWarm();
  const result = await load(seconds);
  return {
    connections,
    seconds,
    warmupSeconds,
    distinctCalls: new Set(mix).size,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
