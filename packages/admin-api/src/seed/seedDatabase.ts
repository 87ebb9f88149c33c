import type { SeedScale } from '../config';
import type { Database } from '../db/database';
import { MARKED_LISTS } from '../db/keys';
import { SEED_ANCHOR } from './anchor';
import { generateActivities } from './generate/activities';
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
/** The lists' tables and their (created, id) index, newest first. */
const NEWEST_FIRST = {
  activities: 'activities_newest',
  users: 'users_newest',
  organisations: 'organisations_newest',
} as const;

/** Seeds a database that has not been seeded yet (or whose seeding was interrupted). */
export async function ensureSeeded(
  db: Database,
  scale: SeedScale,
): Promise<{ seeded: boolean; scale: string }> {
  const existing = await readSetting(db, 'seed_scale');
  if (existing) return { seeded: false, scale: existing };
  await seedDatabase(db, scale);
  return { seeded: true, scale };
}

/** How many rows of each list the seed of `scale` makes: tests and benches derive totals from it. */
export function seededRowCounts(scale: SeedScale) {
  const size = SEED_SIZES[scale];
  const hostile = hostileRows();
  return {
    organisations: size.organisations + hostile.organisations.length,
    users: staffUsers().length + size.users + hostile.users.length,
    coupons: size.coupons,
    activities: size.activities + hostile.activities.length,
  };
}

/** Replaces every data row with the deterministic data set of `scale`. */
export async function seedDatabase(db: Database, scale: SeedScale): Promise<void> {
  const size = SEED_SIZES[scale];
  await db.exec(`delete from settings where key in ('seed_scale', 'seed_anchor'); truncate ${DATA_TABLES};`);

  const staff = staffUsers();
  const hostile = hostileRows();
  const organisations = generateOrganisations(size.organisations);
  const reservedEmails = new Set([...staff, ...hostile.users].map((user) => user.email));
  const people = generatePeople(size.users, organisations, reservedEmails);
  const { coupons, promotionCodes } = generateCoupons(size.coupons, organisations);

  await insertRows(db, tables.coupons, coupons);
  await insertRows(db, tables.promotionCodes, promotionCodes);
  await insertRows(db, tables.organisations, [...organisations.map((o) => o.row), ...hostile.organisations]);
  await insertRows(db, tables.users, [...staff, ...people.users.map((u) => u.row), ...hostile.users]);
  await insertRows(db, tables.memberships, [...people.memberships, ...hostile.memberships]);
  await insertRows(db, tables.invitations, generateInvitations(organisations, people.ownerIds));
  await insertRows(db, tables.invoices, [...generateInvoices(organisations), ...hostile.invoices]);
  await insertRows(db, tables.activities, hostile.activities);
  for (const chunk of generateActivities(size.activities, people.users, organisations, ACTIVITY_CHUNK)) {
    await insertRows(db, tables.activities, chunk);
  }

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
  await writeSetting(db, 'seed_anchor', SEED_ANCHOR.toISOString());
  // Written last: its presence means the seed completed.
  await writeSetting(db, 'seed_scale', scale);
}
