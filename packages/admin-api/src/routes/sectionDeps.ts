import type { Database } from '../db/database';
import type { createInFlightMerge } from './inFlight';
import type { csvExports } from './listExport';

/** What every section's plugin (and the staff tools) is handed when registered under /admin. */
export interface SectionDeps {
  db: Database;
  /** Every admin sees the same data, so concurrent requests for one URL share one read. */
  merge: ReturnType<typeof createInFlightMerge>;
  /** Streams a list as CSV, within the export caps (listExport.ts). */
  sendCsv: ReturnType<typeof csvExports>;
}
