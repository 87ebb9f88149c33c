// Latency of the portal's calls against a seeded database, through real HTTP.
//   DATA_DIR=.data/admin-api-large npx tsx packages/admin-api/src/bench/latency.ts
// Seed that folder first: DATA_DIR=.data/admin-api-large npm run seed -w packages/admin-api -- --scale large
import type { ActivitiesResponse, OrganisationsResponse, UsersResponse } from '@portal/api/contract';
import { startAdminApi } from '../server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

interface Scenario {
  name: string;
  /** Path for round `i`, so searches and pages vary between rounds. */
  path: (i: number) => string;
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;

async function signInAsAdmin(url: string): Promise<string> {
  const page = await (await fetch(`${url}/auth/oauth/google?popup=true&action=login&domain=admin`)).text();
  const state = /name="state" value="([^"]+)"/.exec(page)![1]!;
  const callback = await fetch(`${url}/auth/oauth/google/callback?code=admin@example.com&state=${state}`, {
    redirect: 'manual',
  });
  return new URL(callback.headers.get('location')!).searchParams.get('token')!;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const api = await startAdminApi({ port: 0 });
  const headers = { authorization: `Bearer ${await signInAsAdmin(api.url)}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(api.url + path, { headers });
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

  console.log(
    `${api.url}: ${userTotal} users, ${activityTotal} activities; ${ROUNDS} sequential rounds per call`,
  );
  console.log(`${'call'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const scenario of scenarios) {
    await get(scenario.path(0)); // warm-up
    const timings: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await get(scenario.path(i));
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const format = (ms: number) => ms.toFixed(1).padStart(8);
    console.log(
      `${scenario.name.padEnd(40)} ${format(percentile(timings, 50))} ${format(percentile(timings, 95))} ${format(timings.at(-1)!)}`,
    );
  }
  await api.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
