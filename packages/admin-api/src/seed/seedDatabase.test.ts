import {
  ACTIVITY_TYPES,
  INVITATION_STATUSES,
  INVOICE_STATUSES,
  ORGANISATION_ROLES,
  SUBSCRIPTION_STATUSES,
  USER_STATUSES,
} from '@portal/contract';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { isValidAbn } from './abn';
import { TRANSACTIONS_SYNCED_PATTERN } from './generate/activities';
import { FORMULA_NAMES } from './generate/hostile';
import { DAY_MS, addDays, seedAnchor } from './anchor';
import { STALE_DEMO_DAYS, ensureSeeded, seedDatabase, seededRowCounts } from './seedDatabase';

const TABLES = {
  organisations: 'id',
  users: 'id',
  memberships: 'organisation_id, user_id',
  invitations: 'id',
  invoices: 'id',
  coupons: 'id',
  promotion_codes: 'id',
  activities: 'id',
} as const;

let db: Database;
/** The instant this file seeds at: every expectation about dates is derived from it. */
const SEEDED_AT = new Date();
const ANCHOR = seedAnchor('small', SEEDED_AT);
const START_OF_TODAY = new Date(Math.floor(ANCHOR.getTime() / DAY_MS) * DAY_MS);
const START_OF_MONTH = new Date(Date.UTC(ANCHOR.getUTCFullYear(), ANCHOR.getUTCMonth(), 1));

const values = async (sql: string) => (await db.query<{ value: unknown }>(sql)).map((row) => row.value);
const count = async (sql: string) =>
  Number((await db.query<{ count: number }>(`select count(*)::int as count ${sql}`))[0]!.count);

async function digests(database: Database): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([table, key]) => {
      const [row] = await database.query<{ digest: string }>(
        `select md5(string_agg(t::text, '|' order by ${key})) as digest from ${table} t`,
      );
      return [table, row!.digest] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedDatabase(db, 'small', SEEDED_AT);
}, 120_000);

afterAll(() => db?.close());

describe('seedDatabase (small)', () => {
  it('gives the same rows for the same seed, replacing what was there', async () => {
    const before = await digests(db);
    expect(Object.values(before).every((digest) => /^[0-9a-f]{32}$/.test(digest))).toBe(true);
    await db.query("update organisations set name = 'changed' where website = 'javascript:alert(1)'");
    expect((await digests(db)).organisations).not.toBe(before.organisations);
    await seedDatabase(db, 'small', SEEDED_AT);
    expect(await digests(db)).toEqual(before);
  }, 60_000);

  it('makes the announced numbers of rows', async () => {
    const seeded = seededRowCounts('small');
    expect(await count('from organisations')).toBe(seeded.organisations);
    expect(await count('from users')).toBe(seeded.users);
    expect(await count('from coupons')).toBe(seeded.coupons);
    expect(await count('from activities')).toBe(seeded.activities);
    expect(await values("select value from settings where key = 'seed_scale'")).toEqual(['small']);
  });

  it('stores the lists newest first, as a live database stores rows in the order they came', async () => {
    const correlations = await db.query<{ tablename: string; correlation: number }>(
      `select tablename, correlation from pg_stats
        where attname = 'created_at' and tablename in ('users', 'organisations', 'activities')
        order by tablename`,
    );
    expect(correlations.map((row) => row.tablename)).toEqual(['activities', 'organisations', 'users']);
    // -1: the physical order is exactly the reverse of created_at's.
    for (const { correlation } of correlations) expect(correlation).toBeLessThan(-0.99);
  });

  it('has the two well-known staff accounts', async () => {
    const staff = await db.query(
      "select email, is_admin, role, status from users where email in ('admin@example.com', 'member@example.com') order by email",
    );
    expect(staff).toEqual([
      { email: 'admin@example.com', is_admin: true, role: 'AVANZU', status: 'ACTIVE' },
      { email: 'member@example.com', is_admin: false, role: null, status: 'ACTIVE' },
    ]);
  });

  it('makes Australian organisations with valid ABNs, +61 numbers and Stripe-like ids', async () => {
    const abns = (await values('select abn as value from organisations where abn is not null')) as string[];
    expect(abns.length).toBeGreaterThan(250);
    expect(abns.filter((abn) => !isValidAbn(abn))).toEqual([]);
    expect(await count("from organisations where contact_number !~ '^\\+61 [2-478]'")).toBe(0);
    expect(await count("from organisations where stripe_customer_id !~ '^cus_[A-Za-z0-9]{14}$'")).toBe(0);
    expect(await count("from invoices where id !~ '^in_'")).toBe(0);
    expect(
      await count("from organisations where website !~ '^https://' and website <> 'javascript:alert(1)'"),
    ).toBe(0);
  });

  it('covers every status, role and type the portal shows', async () => {
    const distinct = async (column: string, table: string) =>
      (
        (await values(
          `select distinct ${column} as value from ${table} where ${column} is not null`,
        )) as string[]
      ).sort();
    expect(await distinct('subscription_status', 'organisations')).toEqual([...SUBSCRIPTION_STATUSES].sort());
    expect(await distinct('status', 'users')).toEqual([...USER_STATUSES].sort());
    expect(await distinct('role', 'memberships')).toEqual([...ORGANISATION_ROLES].sort());
    expect(await distinct('status', 'invitations')).toEqual([...INVITATION_STATUSES].sort());
    expect(await distinct('status', 'invoices')).toEqual([...INVOICE_STATUSES].sort());
    expect(await distinct('activity_type', 'activities')).toEqual([...ACTIVITY_TYPES].sort());
    expect(await distinct('duration', 'coupons')).toEqual(['forever', 'once', 'repeating']);
    expect(await count('from organisations where quota_max_users = -1')).toBeGreaterThan(0);
    expect(
      await count(
        'from organisations where connected_to_xero and xero_last_sync_transactions_at is not null',
      ),
    ).toBeGreaterThan(0);
    expect(await count('from users where last_login_at is null')).toBeGreaterThan(0);
    expect(
      await count("from users where 'google' = any(providers) and google_id is not null"),
    ).toBeGreaterThan(0);
    expect(await count('from invoices where refunded and amount_refunded >= total')).toBeGreaterThan(0);
    expect(await count('from invoices where refunded and amount_refunded < total')).toBeGreaterThan(0);
    expect(await count("from invoices where currency <> 'aud'")).toBeGreaterThan(0);
    expect(await count('from coupons where percent_off is not null')).toBeGreaterThan(0);
    expect(await count('from coupons where amount_off is not null')).toBeGreaterThan(0);
    expect(await count('from coupons where not valid')).toBeGreaterThan(0);
    expect(await count('from coupons where max_redemptions is not null')).toBeGreaterThan(0);
    expect(await count('from activities where user_id is null')).toBeGreaterThan(0);
    expect(await count('from activities where organisation_id is null')).toBeGreaterThan(0);
  });

  it('keeps redemption counts consistent with the organisations that redeemed', async () => {
    const mismatches = await db.query(
      `select c.id from coupons c
       where c.times_redeemed <> (select count(*) from organisations o where o.coupon_id = c.id)
          or c.max_redemptions < c.times_redeemed`,
    );
    expect(mismatches).toEqual([]);
  });

  it('includes the hostile rows', async () => {
    expect(await count("from organisations where website = 'javascript:alert(1)'")).toBe(1);
    for (const name of Object.values(FORMULA_NAMES)) {
      expect(
        await values(`select name as value from organisations where name = '${name.replace(/'/g, "''")}'`),
      ).toEqual([name]);
      expect(await count(`from users where first_name = '${name.replace(/'/g, "''")}'`)).toBe(1);
    }
    expect(await count("from invoices where invoice_pdf = 'javascript:alert(1)'")).toBe(1);
    expect(
      await count(
        "from users where first_name = '<img src=x onerror=alert(1)>' and last_name = '<b>bold</b>'",
      ),
    ).toBe(1);
    expect(await count('from activities where length(description) = 10000')).toBe(1);
    expect(await count("from users where first_name ~ '[א-ת]' or first_name ~ '[ء-ي]'")).toBe(2);
  });

  it('places its newest rows at the moment it seeds: today has activities, this month new users', async () => {
    expect(await values("select value from settings where key = 'seed_anchor'")).toEqual([
      ANCHOR.toISOString(),
    ]);
    const since = (from: Date) => `>= '${from.toISOString()}'`;
    expect(await count(`from activities where created_at ${since(START_OF_TODAY)}`)).toBeGreaterThan(0);
    expect(await count(`from users where created_at ${since(START_OF_MONTH)}`)).toBeGreaterThan(0);
    expect(await count(`from organisations where created_at ${since(START_OF_MONTH)}`)).toBeGreaterThan(0);
    const newest = await values(
      `select greatest((select max(created_at) from activities), (select max(created_at) from users),
              (select max(last_login_at) from users), (select max(created) from invoices)) as value`,
    );
    expect(new Date(String(newest[0])).getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
  });

  it("gives each integration's Last Sync the time of its last successful sync activity", async () => {
    const rows = await db.query<{
      id: string;
      connected: boolean;
      last_sync: string | null;
      newest: string | null;
    }>(
      `select o.id, o.connected_to_xero as connected,
              o.xero_last_sync_transactions_at::text as last_sync,
              (select max(a.created_at) from activities a
                where a.organisation_id = o.id and a.activity_type = 'XERO'
                  and a.description like '${TRANSACTIONS_SYNCED_PATTERN}')::text as newest
         from organisations o`,
    );
    const connected = rows.filter((row) => row.connected);
    expect(connected.filter((row) => row.newest !== null).length).toBeGreaterThan(0);
    for (const row of connected)
      expect({ id: row.id, lastSync: row.last_sync }).toEqual({ id: row.id, lastSync: row.newest });
    expect(rows.filter((row) => !row.connected && row.last_sync !== null)).toEqual([]);
    // No sync activity is newer than the organisation's Last Sync says.
    expect(
      await count(`from activities a join organisations o on o.id = a.organisation_id
        where a.activity_type = 'XERO' and a.description like '${TRANSACTIONS_SYNCED_PATTERN}'
          and o.connected_to_xero and a.created_at > o.xero_last_sync_transactions_at`),
    ).toBe(0);
  });

  it('keeps statuses consistent with the dates as of the seed', async () => {
    const at = `'${ANCHOR.toISOString()}'`;
    expect(await count(`from invitations where status = 'PENDING' and expires_at <= ${at}`)).toBe(0);
    expect(await count(`from invitations where status = 'PENDING'`)).toBeGreaterThan(0);
    expect(
      await count(
        `from organisations where subscription_status in ('ACTIVE', 'TRIALING', 'PAST_DUE')
           and (subscription_valid_until is null or subscription_valid_until <= ${at})`,
      ),
    ).toBe(0);
    expect(
      await count(
        `from organisations where subscription_status in ('CANCELED', 'INACTIVE') and subscription_valid_until > ${at}`,
      ),
    ).toBe(0);
    expect(await count(`from coupons where valid and redeem_by <= ${at}`)).toBe(0);
  });
});

describe('the seed anchor', () => {
  it('is the second of a demo seed and the start of the UTC day of a large one', () => {
    const morning = new Date('2026-11-28T02:27:31.456Z');
    const evening = new Date('2026-11-28T22:05:00.000Z');
    expect(seedAnchor('small', morning).toISOString()).toBe('2026-11-28T02:27:31.000Z');
    expect(seedAnchor('large', morning).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(seedAnchor('large', evening)).toEqual(seedAnchor('large', morning));
    expect(seedAnchor('large', addDays(morning, 1))).not.toEqual(seedAnchor('large', morning));
  });
});

describe('ensureSeeded on a database seeded days ago', () => {
  let old: Database;
  const seededAt = (database: Database) =>
    database
      .query<{ value: string }>("select value from settings where key = 'seed_anchor'")
      .then(([row]) => new Date(row!.value));

  beforeAll(async () => {
    old = await openDatabase({ kind: 'pglite', dataDir: null });
    await seedDatabase(old, 'small', addDays(SEEDED_AT, -(STALE_DEMO_DAYS + 1)));
  }, 120_000);

  afterAll(() => old?.close());

  it('keeps the data of any database but the demo folder', async () => {
    const before = await seededAt(old);
    expect(await ensureSeeded(old, 'small', { now: SEEDED_AT })).toEqual({
      seeded: false,
      scale: 'small',
      reseededFrom: null,
    });
    expect(await seededAt(old)).toEqual(before);
  });

  it('keeps a demo folder seeded within the week', async () => {
    const before = await seededAt(old);
    const withinTheWeek = addDays(before, STALE_DEMO_DAYS - 0.5);
    expect((await ensureSeeded(old, 'small', { reseedWhenStale: true, now: withinTheWeek })).seeded).toBe(
      false,
    );
    expect(await seededAt(old)).toEqual(before);
  });

  it('reseeds a stale demo folder relative to now and says from when', async () => {
    const before = await seededAt(old);
    const state = await ensureSeeded(old, 'small', { reseedWhenStale: true, now: SEEDED_AT });
    expect(state).toEqual({ seeded: true, scale: 'small', reseededFrom: before });
    expect(await seededAt(old)).toEqual(ANCHOR);
    expect(await digests(old)).toEqual(await digests(db));
  }, 120_000);
});
