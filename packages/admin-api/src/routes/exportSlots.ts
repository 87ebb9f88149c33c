import { CSV_EXPORT } from '@portal/contract';

/** How many CSV exports may stream at once, how many rows each, and for how long a client may stop reading one. */
export interface ExportPolicy {
  /** The most rows one export sends (CSV_EXPORT.maxRows); X-Total-Count still says how many matched. */
  maxRows: number;
  /** Exports running at once, all staff together. */
  overall: number;
  /** Exports one staff member may run at once. */
  perStaff: number;
  /** What a refused export's Retry-After says. */
  retryAfterSeconds: number;
  /** An export whose client reads nothing for this long is dropped and its slot freed. */
  sendTimeoutMs: number;
  /**
   * How long an export's next batch may wait for the calls staff are waiting on to end (0: it
   * never waits). It waits for none longer, so an export still moves on under steady use.
   */
  giveWayMs: number;
}

/**
 * Sized for the engine: PGlite runs every query of the API on its one thread, one at a time, so
 * an export's batch runs only when no other call is running (or has waited `giveWayMs`), and a
 * page's queries wait behind one batch at most rather than one before each of them. A PostgreSQL
 * server runs queries side by side on its own cores.
 */
export const EXPORT_POLICIES: Record<'pglite' | 'postgres', ExportPolicy> = {
  pglite: {
    maxRows: CSV_EXPORT.maxRows,
    overall: 2,
    perStaff: 1,
    retryAfterSeconds: 10,
    sendTimeoutMs: 30_000,
    giveWayMs: 1_000,
  },
  postgres: {
    maxRows: CSV_EXPORT.maxRows,
    overall: 6,
    perStaff: 2,
    retryAfterSeconds: 10,
    sendTimeoutMs: 30_000,
    giveWayMs: 0,
  },
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

/** The admin calls running that are not exports: what a person is waiting on. */
export interface CallsInFlight {
  /** Counts one call until the returned function is called (more calls of it change nothing). */
  begin(): () => void;
  /** Resolves once no call is running, or after `atMostMs`. */
  settled(atMostMs: number): Promise<void>;
}

export function createCallsInFlight(): CallsInFlight {
  let running = 0;
  let waiting: (() => void)[] = [];
  return {
    begin() {
      running += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        if (running > 0) return;
        const woken = waiting;
        waiting = [];
        for (const wake of woken) wake();
      };
    },
    settled(atMostMs) {
      if (running === 0 || atMostMs <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, atMostMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        waiting.push(done);
      });
    },
  };
}
