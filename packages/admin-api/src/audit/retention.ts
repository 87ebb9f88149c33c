import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

// Records older than AUDIT_RETENTION_DAYS go, by the chain's rules (audit_purge in migration 013):
// only the oldest records, a prefix of the chain, in one transaction with the anchor moved to the
// last one purged, so verification starts there; the purge appends a record of its own. Each API
// process purges at start and then daily (docs/decisions.md): with several, the later finds nothing.

export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Purges what is older than `retentionDays`; resolves to how many records went (none: no record). */
export async function purgeAccessRecords(db: Database, retentionDays: number): Promise<number> {
  const [row] = await db.query<{ purged: string | number }>('select audit_purge($1, $2) as purged', [
    retentionDays,
    `retention-${randomUUID()}`,
  ]);
  return Number(row!.purged);
}

/** Purges now and every day until the returned stop is called; a failed purge is logged and retried next time. */
export function startAuditRetention(
  db: Database,
  retentionDays: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): { stop(): void; firstPurge: Promise<void> } {
  const purge = async () => {
    try {
      const purged = await purgeAccessRecords(db, retentionDays);
      if (purged > 0) log.info({ audit: 'purged', purged, retentionDays }, 'old access records purged');
    } catch (error) {
      log.error({ audit: 'purge-failed', error }, 'access records could not be purged');
    }
  };
  const firstPurge = purge();
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), firstPurge };
}
