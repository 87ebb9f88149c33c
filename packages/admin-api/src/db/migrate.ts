import { SECTION_REGISTRY } from '@portal/registry';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
import { accessAudit } from './migrations/013_access_audit';

/** The shared schema: applied in this order, each once, recorded in schema_migrations. */
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
  accessAudit,
];

/** A section's own schema steps: `src/sections/<name>/migrations.ts` exports them as `migrations`. */
export interface SectionMigrations {
  section: string;
  migrations: readonly Migration[];
}

/**
 * The whole schema: the shared steps, then each section's own in registry order, so a section's
 * table or index is its folder's change alone. An id used twice (two sections, or a section and
 * the shared list) stops the API: one of the two would never run.
 */
export function schemaOf(sections: readonly SectionMigrations[]): readonly Migration[] {
  const steps = [...MIGRATIONS, ...sections.flatMap(({ migrations }) => migrations)];
  const seen = new Set<string>();
  for (const { id } of steps) {
    if (seen.has(id))
      throw new Error(`Migration id "${id}" is used twice; start a section's ids with its name`);
    seen.add(id);
  }
  return steps;
}

/** The migrations of every registered section that has a `migrations.ts`. */
export function registeredSectionMigrations(
  names = SECTION_REGISTRY.map((section) => section.name),
): SectionMigrations[] {
  return names.flatMap((section) => {
    if (!existsSync(path.join(__dirname, '..', 'sections', section, 'migrations.ts'))) return [];
    // require, as loadSections does: the API also runs under Playwright's CommonJS loader.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { migrations } = require(`../sections/${section}/migrations`) as { migrations?: Migration[] };
    if (!migrations) {
      throw new Error(`packages/admin-api/src/sections/${section}/migrations.ts must export \`migrations\``);
    }
    return [{ section, migrations }];
  });
}

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = schemaOf(registeredSectionMigrations()),
): Promise<string[]> {
  // Looked up first: the API's own role (audit/roles.ts) may not create tables, even one that exists.
  const [found] = await db.query<{ exists: boolean }>(
    "select to_regclass('schema_migrations') is not null as exists",
  );
  if (!found?.exists) {
    await db.exec(
      'create table schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
  }
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
