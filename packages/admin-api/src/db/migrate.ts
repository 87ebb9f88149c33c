import type { Database } from './database';
import { initialSchema } from './migrations/001_initial_schema';
import { monthlyActiveUsers } from './migrations/002_monthly_active_users';
import { productionScale } from './migrations/003_production_scale';
import { pageMarks } from './migrations/004_page_marks';
import { changeCounters } from './migrations/005_change_counters';
import { sessions } from './migrations/006_sessions';
import { sortingAndQuickFind } from './migrations/007_sorting_and_quick_find';
import { authChangeNotices } from './migrations/008_auth_change_notices';
import { countChangeNotices } from './migrations/009_count_change_notices';
import { couponRedeemersIndex } from './migrations/010_coupon_redeemers';
import type { Migration } from './migrations/migration';
import { sessionExpiry } from './migrations/011_session_expiry';
import { usersEmailVerified } from './migrations/012_users_email_verified';

/** Applied in this order, each once, recorded in schema_migrations. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  monthlyActiveUsers,
  productionScale,
  pageMarks,
  changeCounters,
  sessions,
  sortingAndQuickFind,
  authChangeNotices,
  countChangeNotices,
  couponRedeemersIndex,
  sessionExpiry,
  usersEmailVerified,
];

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
  );
  const pending = migrations.filter((migration) => !applied.has(migration.id));
  for (const migration of pending) {
    // One transaction per migration: a failed one leaves no half-made schema behind.
    const record = `insert into schema_migrations (id) values ('${migration.id.replace(/'/g, "''")}');`;
    try {
      await db.exec(`begin;\n${migration.sql}\n${record}\ncommit;`);
    } catch (error) {
      await db.exec('rollback');
      throw error;
    }
  }
  // Index-only scans (id-first paging, short searches) need the visibility map and statistics.
  if (pending.length > 0) await db.exec('vacuum analyze');
  return pending.map((migration) => migration.id);
}
