import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import type { createInFlightMerge } from './inFlight';
import type { csvExports } from './listExport';
import type { AnyListRoute } from './listRoute';

/** What every section's routes are handed. */
export interface SectionDeps {
  db: Database;
  /** Every admin sees the same data, so concurrent requests for one URL share one read. */
  merge: ReturnType<typeof createInFlightMerge>;
  /** Streams a list as CSV, within the export caps (listExport.ts). */
  sendCsv: ReturnType<typeof csvExports>;
}

/**
 * One section's API: `src/sections/<name>/index.ts` exports it as `section`, and the API registers
 * every section of `@portal/registry` (loadSections.ts). Its routes sit under /admin behind the
 * admin check.
 */
export interface ApiSection {
  /** Its name in the registry (and its folder's). */
  name: string;
  /** Its lists: each a GET route of pages and CSV export, checked by the lists' property test. */
  lists?: readonly AnyListRoute[];
  /** Its other routes. */
  routes?: FastifyPluginAsync<SectionDeps>;
}
