/** How many CSV exports may stream at once, and for how long a client may stop reading one. */
export interface ExportPolicy {
  /** Exports running at once, all staff together. */
  overall: number;
  /** Exports one staff member may run at once. */
  perStaff: number;
  /** What a refused export's Retry-After says. */
  retryAfterSeconds: number;
  /** An export whose client reads nothing for this long is dropped and its slot freed. */
  sendTimeoutMs: number;
}

/**
 * Sized for the engine: PGlite runs every query of the API on its one thread, one at a time, so a
 * list waits behind one batch of each running export; two keep a page under a few hundred ms on
 * the large seed. A PostgreSQL server runs queries side by side on its own cores.
 */
export const EXPORT_POLICIES: Record<'pglite' | 'postgres', ExportPolicy> = {
  pglite: { overall: 2, perStaff: 1, retryAfterSeconds: 10, sendTimeoutMs: 30_000 },
  postgres: { overall: 6, perStaff: 2, retryAfterSeconds: 10, sendTimeoutMs: 30_000 },
};

/** The running exports, counted overall and per staff member. */
export interface ExportSlots {
  readonly policy: ExportPolicy;
  /** A slot for one export of `staffId`, or null at a cap; the returned function frees it (once). */
  take(staffId: string): (() => void) | null;
}

export function createExportSlots(policy: ExportPolicy): ExportSlots {
  let running = 0;
  const byStaff = new Map<string, number>();
  return {
    policy,
    take(staffId) {
      const own = byStaff.get(staffId) ?? 0;
      if (running >= policy.overall || own >= policy.perStaff) return null;
      running += 1;
      byStaff.set(staffId, own + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        running -= 1;
        const left = (byStaff.get(staffId) ?? 1) - 1;
        if (left === 0) byStaff.delete(staffId);
        else byStaff.set(staffId, left);
      };
    },
  };
}
