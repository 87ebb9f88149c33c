import type { SeedScale } from '../config';
import type { Database } from '../db/database';
import { MARKED_LISTS } from '../db/keys';
import { DAY_MS, seedAnchor, seedCalendar, type SeedCalendar } from './anchor';
import { TRANSACTIONS_SYNCED_PATTERN, generateActivities } from './generate/activities';
import { generateCoupons } from './generate/coupons';
import { hostileRows } from './generate/hostile';
import { generateInvitations } from './generate/invitations';
import { generateInvoices } from './generate/invoices';
import { generateOrganisations } from './generate/organisations';
import { staffUsers } from './generate/staff';
import { generatePeople } from './generate/users';
import { insertRows } from './insertRows';
import { SEED_SIZES } from './scales';
import { readSetting, writeSetting } from '../db/settings';
import * as tables from '../db/schema';

const DATA_TABLES =
  'activities, invoices, invitations, memberships, users, organisations, promotion_codes, coupons';
const ACTIVITY_CHUNK = 20_000;

/**
 * The demo data agrees with itself (issue 77 item 7): a Xero-connected organisation's Last Sync is
 * the time of its newest successful transactions sync activity, and none without one; an
 * organisation not connected has none.
 */
const LAST_SYNC_FROM_ACTIVITIES = `
  update organisations o set xero_last_sync_transactions_at = (
    select max(a.created_at) from activities a
    where a.organisation_id = o.id and a.activity_type = 'XERO'
      and a.description like '${TRANSACTIONS_SYNCED_PATTERN}'
  )
  where o.connected_to_xero;
  update organisations set xero_last_sync_transactions_at = null where not connected_to_xero;`;
/** The lists' tables and their (created, id) index, newest first. */
const NEWEST_FIRST = {
  activities: 'activities_newest',
  users: 'users_newest',
  organisations: 'organisations_newest',
} as const;

/** A demo database older than this no longer tells the truth about now (expiries, "today"). */
export const STALE_DEMO_DAYS = 7;

export interface SeedState {
  /** True when this call seeded the database. */
  seeded: boolean;
  scale: string;
  /** The day the database was seeded before this call reseeded it for being stale; else null. */
  reseededFrom: Date | null;
}

/**
 * Seeds a database that has not been seeded yet (or whose seeding was interrupted). With
 * `reseedWhenStale` (the embedded demo folder), a database of `scale` seeded more than
 * `STALE_DEMO_DAYS` before `now` is seeded again, so its dates move with the calendar.
 */
export async function ensureSeeded(
  db: Database,
  scale: SeedScale,
  { reseedWhenStale = false, now = new Date() }: { reseedWhenStale?: boolean; now?: Date } = {},
): Promise<SeedState> {
  const existing = await readSetting(db, 'seed_scale');
  if (!existing) {
    await seedDatabase(db, scale, now);
    return { seeded: true, scale, reseededFrom: null };
  }
  const anchor = await readSetting(db, 'seed_anchor');
  const seededAt = anchor === null ? null : new Date(anchor);
  const stale = seededAt !== null && now.getTime() - seededAt.getTime() > STALE_DEMO_DAYS * DAY_MS;
  if (reseedWhenStale && stale && existing === scale) {
    await seedDatabase(db, scale, now);
    return { seeded: true, scale, reseededFrom: seededAt };
  }
  return { seeded: false, scale: existing, reseededFrom: null };
}

/** How many rows of each list the seed of `scale` makes: tests and benches derive totals from it. */
export function seededRowCounts(scale: SeedScale) {
  const size = SEED_SIZES[scale];
  const calendar = seedCalendar(seedAnchor(scale));
  const hostile = hostileRows(calendar);
  return {
    organisations: size.organisations + hostile.organisations.length,
    users: staffUsers(calendar).length + size.users + hostile.users.length,
    coupons: size.coupons,
    activities: size.activities + hostile.activities.length,
  };
}

/**
 * Replaces every data row with the data set of `scale`, its dates placed relative to `now`
 * (`seedAnchor`): the same rows for the same anchor.
 */
export async function seedDatabase(db: Database, scale: SeedScale, now: Date = new Date()): Promise<void> {
  const size = SEED_SIZES[scale];
  const calendar: SeedCalendar = seedCalendar(seedAnchor(scale, now));
  await db.exec(`delete from settings where key in ('seed_scale', 'seed_anchor'); truncate ${DATA_TABLES};`);

  const staff = staffUsers(calendar);
  const hostile = hostileRows(calendar);
  const organisations = generateOrganisations(size.organisations, calendar);
  const reservedEmails = new Set([...staff, ...hostile.users].map((user) => user.email));
  const people = generatePeople(size.users, organisations, reservedEmails, calendar);
  const { coupons, promotionCodes } = generateCoupons(size.coupons, organisations, calendar);

  await insertRows(db, tables.coupons, coupons);
  await insertRows(db, tables.promotionCodes, promotionCodes);
  await insertRows(db, tables.organisations, [...organisations.map((o) => o.row), ...hostile.organisations]);
  await insertRows(db, tables.users, [...staff, ...people.users.map((u) => u.row), ...hostile.users]);
  await insertRows(db, tables.memberships, [...people.memberships, ...hostile.memberships]);
  await insertRows(db, tables.invitations, generateInvitations(organisations, people.ownerIds, calendar));
  await insertRows(db, tables.invoices, [...generateInvoices(organisations, calendar), ...hostile.invoices]);
  await insertRows(db, tables.activities, hostile.activities);
  for (const chunk of generateActivities(
    size.activities,
    people.users,
    organisations,
    ACTIVITY_CHUNK,
    calendar,
  )) {
    await insertRows(db, tables.activities, chunk);
  }
  await db.exec(LAST_SYNC_FROM_ACTIVITIES);

  await db.exec('refresh materialized view monthly_active_users');
  // A live database stores these rows in the order they were created; generated with random dates,
  // each row of a page sat on its own heap page. Stored newest first, a page's rows share a few.
  await db.exec(
    Object.entries(NEWEST_FIRST)
      .map(([table, index]) => `cluster ${table} using ${index};`)
      .join('\n'),
  );
  await db.exec(MARKED_LISTS.map((list) => `select refresh_page_marks('${list}');`).join('\n'));
  // Fresh statistics so the planner picks the trigram and (created, id) indexes at once.
  await db.exec('vacuum analyze');
  await writeSetting(db, 'seed_anchor', calendar.anchor.toISOString());
  // Written last: its presence means the seed completed.
  await writeSetting(db, 'seed_scale', scale);
}
