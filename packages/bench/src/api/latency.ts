import { percentile } from '../stats';
import { pick, type ApiGet, type ApiTargets } from './targets';

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
  /** The calls of round `i`, made together (the dashboard's four); they vary between rounds. */
  paths: (i: number) => string[];
}

const COUPONS = ['ACCOUNTANT20', 'LAUNCH50', 'RDTI2026'];
const one = (path: string) => () => [path];

/** The table first (its figures compare with it), then every other call the portal makes. */
function scenarios(targets: ApiTargets): Scenario[] {
  const { userIds, organisationIds, abnParts } = targets;
  return [
    { name: 'users page 1', paths: one('/admin/users?limit=25') },
    { name: 'users offset 100k', paths: one('/admin/users?limit=25&offset=100000') },
    { name: "users search 'a'", paths: one('/admin/users?limit=25&search=a') },
    { name: "users search 'jo'", paths: one('/admin/users?limit=25&search=jo') },
    { name: "users search 'x'", paths: one('/admin/users?limit=25&search=x') },
    { name: "organisations search 'pty'", paths: one('/admin/organisations?limit=25&search=pty') },
    { name: 'activities page 1', paths: one('/admin/activities?limit=25') },
    { name: 'activities offset 500k', paths: one('/admin/activities?limit=25&offset=500000') },
    {
      name: 'dashboard (its 4 calls)',
      paths: () => [
        '/admin/users?limit=1',
        '/admin/organisations?limit=1',
        '/admin/coupons?limit=100',
        '/admin/activities?limit=10',
      ],
    },
    { name: 'coupon detail', paths: (i) => [`/admin/coupons/${pick(COUPONS, i)}`] },
    {
      name: 'users, a page within the first 10,000',
      paths: (i) => [`/admin/users?limit=${pick([25, 50, 100], i)}&offset=${(i * 997) % 9900}`],
    },
    {
      name: 'users, a random page',
      paths: (i) => [`/admin/users?limit=25&offset=${(i * 7919) % (targets.userTotal - 25)}`],
    },
    {
      name: 'users search (names, 3+ chars)',
      paths: (i) => [
        `/admin/users?limit=25&search=${pick(['smith', 'olivia', 'nguyen', "o'brien", 'priya'], i)}`,
      ],
    },
    {
      name: 'users search (email, 3+ chars)',
      paths: (i) => [
        `/admin/users?limit=25&search=${pick(['gmail.com', 'bondi', 'jack.wilson', '@outlook'], i)}`,
      ],
    },
    {
      name: 'users search (1-2 chars)',
      paths: (i) => [`/admin/users?limit=25&search=${pick(['a', 'li', 'x', 'zo', 'e', 'qq'], i)}`],
    },
    { name: 'users search (no match)', paths: one('/admin/users?limit=25&search=qqqzzz') },
    { name: 'organisations page 1', paths: one('/admin/organisations?limit=25') },
    {
      name: 'organisations search (name)',
      paths: (i) => [
        `/admin/organisations?limit=25&search=${pick(['bondi', 'robotics', 'harbour solar', 'pty', 'trust'], i)}`,
      ],
    },
    {
      name: 'organisations search (ABN with spaces)',
      paths: (i) => [`/admin/organisations?limit=25&search=${encodeURIComponent(pick(abnParts, i))}`],
    },
    {
      name: 'organisations search (1-2 chars)',
      paths: (i) => [`/admin/organisations?limit=25&search=${pick(['a', 'pt', 'x', '5'], i)}`],
    },
    {
      name: 'activities by type',
      paths: (i) => [
        `/admin/activities?limit=25&activityType=${pick(['AUTH', 'XERO', 'OTHER', 'INVITATION'], i)}`,
      ],
    },
    {
      name: 'activities, a random page',
      paths: (i) => [`/admin/activities?limit=25&offset=${(i * 104729) % (targets.activityTotal - 25)}`],
    },
    {
      name: 'activities of an organisation',
      paths: (i) => [`/admin/activities/organisation/${pick(organisationIds, i)}?limit=10`],
    },
    { name: 'activities of a user', paths: (i) => [`/admin/activities/user/${pick(userIds, i)}?limit=10`] },
    { name: 'user detail', paths: (i) => [`/admin/users/${pick(userIds, i)}`] },
    { name: 'organisation detail', paths: (i) => [`/admin/organisations/${pick(organisationIds, i)}`] },
    { name: 'organisation team', paths: (i) => [`/admin/team/organisation/${pick(organisationIds, i)}`] },
    {
      name: 'organisation invoices',
      paths: (i) => [`/admin/invoices/organisation/${pick(organisationIds, i)}?limit=10`],
    },
    { name: 'coupons (limit 100)', paths: one('/admin/coupons?limit=100') },
    { name: 'growth (24 months)', paths: one('/admin/growth') },
    ...staffToolScenarios(targets),
  ];
}

const SORT_ORDERS = ['asc', 'desc'];
const quickFind = (terms: readonly string[]) => (i: number) => [
  `/admin/search?q=${encodeURIComponent(pick(terms, i))}`,
];

/** Quick find (p95 at most 60 ms) and sorted lists' first pages. */
function staffToolScenarios(targets: ApiTargets): Scenario[] {
  const { userIds, organisationIds, abns, userEmails, stripeCustomerIds } = targets;
  return [
    { name: 'quick find (email)', paths: quickFind(userEmails) },
    {
      name: 'quick find (names, 3+ chars)',
      paths: quickFind(['smith', 'olivia', 'nguyen', 'bondi', 'pty', 'harbour solar', "o'brien"]),
    },
    { name: 'quick find (2 chars)', paths: quickFind(['ja', 'li', 'zo', 'qq', 'pt', 'wi']) },
    { name: 'quick find (ABN with spaces)', paths: quickFind(abns) },
    {
      name: 'quick find (UUID)',
      paths: quickFind([...userIds.slice(0, 10), ...organisationIds.slice(0, 10)]),
    },
    { name: 'quick find (Stripe customer id)', paths: quickFind(stripeCustomerIds) },
    { name: 'quick find (promotion code)', paths: quickFind(['welcome', 'PARTNER', 'eofy']) },
    {
      name: 'users sorted, page 1 (every sort)',
      paths: (i) => [
        `/admin/users?limit=25&sort=${pick(['name', 'email', 'status', 'createdAt', 'lastLoginAt'], i)}&order=${pick(SORT_ORDERS, Math.floor(i / 5))}`,
      ],
    },
    {
      name: 'organisations sorted, page 1 (every sort)',
      paths: (i) => [
        `/admin/organisations?limit=25&sort=${pick(['name', 'legalName', 'subscriptionStatus', 'createdAt'], i)}&order=${pick(SORT_ORDERS, Math.floor(i / 4))}`,
      ],
    },
    {
      name: 'users search sorted by name',
      paths: (i) => [`/admin/users?limit=25&search=${pick(['smith', 'a', 'gmail.com', 'jo'], i)}&sort=name`],
    },
    { name: 'activities oldest first', paths: one('/admin/activities?limit=25&sort=createdAt&order=asc') },
  ];
}

/**
 * Times every list, search and detail call of the portal over HTTP: `rounds` sequential rounds
 * each, after a warm-up round.
 */
export async function measureApiLatency(
  get: ApiGet,
  targets: ApiTargets,
  rounds: number,
): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const scenario of scenarios(targets)) {
    const round = (i: number) => Promise.all(scenario.paths(i).map((path) => get(path)));
    await round(rounds); // warm-up, with paths of their own
    const timings: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await round(i);
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
