// Latency of the portal's calls against a seeded database, through real HTTP.
//   DATA_DIR=.data/admin-api-large npx tsx packages/admin-api/src/bench/latency.ts
// Seed that folder first: DATA_DIR=.data/admin-api-large npm run seed -w packages/admin-api -- --scale large
// `npm run bench` (packages/bench) runs the same calls as part of the whole portal's figures.
import type { ActivitiesResponse, OrganisationsResponse, UsersResponse } from '@portal/api/contract';
import { startAdminApi } from '../server';

export interface LatencyRow {
  call: string;
  rounds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Scenario {
  name: string;
  /** Path for round `i`, so searches and pages vary between rounds. */
  path: (i: number) => string;
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;

async function signInAsAdmin(url: string): Promise<string> {
  const start = await fetch(`${url}/auth/oauth/google?popup=true&action=login&domain=admin`);
  const state = /name="state" value="([^"]+)"/.exec(await start.text())![1]!;
  // The sign-in completes only in the "browser" that started it: send its cookie back.
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  const callback = await fetch(`${url}/auth/oauth/google/callback?code=admin@example.com&state=${state}`, {
    redirect: 'manual',
    headers: { cookie },
  });
  return new URL(callback.headers.get('location')!).searchParams.get('token')!;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times every list, search and detail call of the portal, `rounds` sequential calls each after a
 * warm-up, against the API at `apiUrl` as the admin whose access token is given.
 */
export async function measureApiLatency(
  apiUrl: string,
  token: string,
  rounds: number,
): Promise<LatencyRow[]> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(apiUrl + path, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const users = (await get<UsersResponse>('/admin/users?limit=100&offset=5000')).users.map((user) => user.id);
  const organisations = (await get<OrganisationsResponse>('/admin/organisations?limit=100&offset=2000'))
    .organisations;
  const organisationIds = organisations.map((organisation) => organisation.id);
  const abnParts = organisations.flatMap((o) => (o.abn ? [`${o.abn.slice(2, 5)} ${o.abn.slice(5, 8)}`] : []));
  const { total: activityTotal } = await get<ActivitiesResponse>('/admin/activities?limit=1');
  const { total: userTotal } = await get<UsersResponse>('/admin/users?limit=1');

  const scenarios: Scenario[] = [
    { name: 'users list, page 1', path: () => '/admin/users?limit=25&offset=0' },
    {
      name: 'users list, random page',
      path: (i) => `/admin/users?limit=25&offset=${(i * 7919) % (userTotal - 25)}`,
    },
    {
      name: 'users search (names)',
      path: (i) =>
        `/admin/users?limit=25&search=${pick(['smith', 'olivia', 'nguyen', "o'brien", 'priya'], i)}`,
    },
    {
      name: 'users search (email)',
      path: (i) =>
        `/admin/users?limit=25&search=${pick(['gmail.com', 'bondi', 'jack.wilson', '@outlook'], i)}`,
    },
    {
      name: 'users search (1-2 chars)',
      path: (i) => `/admin/users?limit=25&search=${pick(['a', 'li', 'x', 'zo'], i)}`,
    },
    { name: 'users search (no match)', path: () => '/admin/users?limit=25&search=qqqzzz' },
    { name: 'organisations list, page 1', path: () => '/admin/organisations?limit=25' },
    {
      name: 'organisations search (name)',
      path: (i) =>
        `/admin/organisations?limit=25&search=${pick(['bondi', 'robotics', 'harbour solar', 'pty', 'trust'], i)}`,
    },
    {
      name: 'organisations search (ABN with spaces)',
      path: (i) => `/admin/organisations?limit=25&search=${encodeURIComponent(pick(abnParts, i))}`,
    },
    { name: 'activities, latest 10 (dashboard)', path: () => '/admin/activities?limit=10' },
    { name: 'activities count (limit=1)', path: () => '/admin/activities?limit=1' },
    {
      name: 'activities by type',
      path: (i) =>
        `/admin/activities?limit=25&activityType=${pick(['AUTH', 'XERO', 'OTHER', 'INVITATION'], i)}`,
    },
    {
      name: 'activities, deep page',
      path: (i) => `/admin/activities?limit=25&offset=${(i * 104729) % (activityTotal - 25)}`,
    },
    {
      name: 'activities of an organisation',
      path: (i) => `/admin/activities/organisation/${pick(organisationIds, i)}?limit=10`,
    },
    { name: 'activities of a user', path: (i) => `/admin/activities/user/${pick(users, i)}?limit=10` },
    { name: 'user detail', path: (i) => `/admin/users/${pick(users, i)}` },
    { name: 'organisation detail', path: (i) => `/admin/organisations/${pick(organisationIds, i)}` },
    { name: 'organisation team', path: (i) => `/admin/team/organisation/${pick(organisationIds, i)}` },
    {
      name: 'organisation invoices',
      path: (i) => `/admin/invoices/organisation/${pick(organisationIds, i)}?limit=10`,
    },
    { name: 'coupons (limit 100)', path: () => '/admin/coupons?limit=100' },
    {
      name: 'coupon detail',
      path: (i) => `/admin/coupons/${pick(['ACCOUNTANT20', 'LAUNCH50', 'RDTI2026'], i)}`,
    },
    { name: 'growth (24 months)', path: () => '/admin/growth' },
  ];

  const rows: LatencyRow[] = [];
  for (const scenario of scenarios) {
    await get(scenario.path(0)); // warm-up
    const timings: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await get(scenario.path(i));
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      call: scenario.name,
      rounds,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      max: timings.at(-1)!,
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
  const api = await startAdminApi({ port: 0 });
  console.log(`${api.url}: ${rounds} sequential rounds per call`);
  const format = (ms: number) => ms.toFixed(1).padStart(8);
  console.log(
    ['call'.padEnd(40), ...['p50', 'p95', 'p99', 'max'].map((p) => `${p} ms`.padStart(8))].join(' '),
  );
  for (const row of await measureApiLatency(api.url, await signInAsAdmin(api.url), rounds)) {
    console.log([row.call.padEnd(40), ...[row.p50, row.p95, row.p99, row.max].map(format)].join(' '));
  }
  await api.close();
}

// Run as a script; imported (by packages/bench), it only provides measureApiLatency.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
