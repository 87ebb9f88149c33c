import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { resolveConfig } from '../config';
import { createTestStorage } from './testEngine';

/**
 * The seeded database, with sequential scans priced out: at the small seed a table is a few pages
 * and reading it whole would win, at the large one it loses. With them off the planner still reads
 * a table whole (or sorts) when no index serves the statement, so a plan without a Seq Scan (or a
 * Sort) node proves an index does.
 */
export async function openWithoutSequentialScans(): Promise<Database> {
  const storage = await createTestStorage();
  if (storage.databaseUrl) {
    const url = new URL(storage.databaseUrl);
    url.searchParams.set('options', '-c enable_seqscan=off');
    return openDatabase({ kind: 'postgres', url: url.toString() });
  }
  const opened = await openDatabase(resolveConfig(storage, {}).storage);
  await opened.exec('set enable_seqscan = off');
  return opened;
}

/** Every node of a plan tree. */
function nodesOf(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(nodesOf)];
}

/** Every node of the plan the database makes for `sql` (not run). */
export async function planNodes(
  db: Database,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
  const plan = row!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[];
  return nodesOf(root!.Plan);
}
