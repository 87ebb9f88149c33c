import type { FastifyPluginAsync } from 'fastify';
import { recordDeclaredAccess } from '../audit/declaredAccess';
import { requireAdmin } from '../auth/authenticate';
import { quickFindRoutes } from '../staffTools/quickFindRoutes';
import { sectionPlugin, type ApiSection } from './apiSection';
import { createCallsInFlight, createExportSlots, type ExportPolicy } from './exportSlots';
import { createInFlightMerge } from './inFlight';
import { csvExports, isCsvRequest } from './listExport';
import type { SessionRouteDeps } from './routeDeps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin whose token the request carries (set by the admin routes' hook). */
    staffId: string;
  }
}

export interface AdminRouteDeps extends SessionRouteDeps {
  exportPolicy: ExportPolicy;
  sections: readonly ApiSection[];
}

/**
 * Everything under /admin: the staff tools (quick find) and each section's routes; every call
 * needs an active admin's token. Every list also sorts (`sort`, `order`) and exports CSV
 * (`format=csv` or `Accept: text/csv`: streamed, never merged with a JSON read of the same URL).
 */
export const adminRoutes: FastifyPluginAsync<AdminRouteDeps> = async (
  app,
  { db, tokens, sessions, callLimit, exportPolicy, sections },
) => {
  app.decorateRequest('staffId', '');
  const calls = createCallsInFlight();
  // Every call but an export counts from its first step (the session check reads the database too).
  app.addHook('onRequest', async (request, reply) => {
    if (!isCsvRequest(request)) reply.raw.once('close', calls.begin());
  });
  app.addHook('onRequest', async (request) => {
    request.staffId = (await requireAdmin(request, tokens, sessions)).userId;
  });
  for (const limit of callLimit) app.addHook('onRequest', limit);
  // Every route that declares its access is recorded here, before its answer is sent (issue 73).
  recordDeclaredAccess(app);
  const deps = {
    db,
    merge: createInFlightMerge(),
    sendCsv: csvExports(db, createExportSlots(exportPolicy), calls),
  };
  await app.register(quickFindRoutes, deps);
  for (const section of sections) await app.register(sectionPlugin(section), deps);
};
