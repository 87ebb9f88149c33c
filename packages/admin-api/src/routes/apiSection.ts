import type { FastifyPluginAsync } from 'fastify';
import { registerDetailRoute, type AnyDetailRoute } from './detailRoute';
import { registerListRoute, type AnyListRoute } from './listRoute';
import type { SectionDeps } from './sectionDeps';

/**
 * One section's API: `src/sections/<name>/index.ts` exports it as `section`, and the API registers
 * every section of `@portal/registry` (loadSections.ts), each as one encapsulated Fastify plugin
 * (`sectionPlugin`) under /admin behind the admin check.
 */
export interface ApiSection {
  /** Its name in the registry (and its folder's). */
  name: string;
  /** Its lists: each a GET route of pages and CSV export (`listRoute`), checked by the lists' property test. */
  lists?: readonly AnyListRoute[];
  /** Its entities' pages: each a GET `.../:id` answering 404 for an unknown id (`detailRoute`). */
  details?: readonly AnyDetailRoute[];
  /** Its other routes. */
  routes?: FastifyPluginAsync<SectionDeps>;
}

/**
 * The section as one Fastify plugin: its lists, then its detail routes, then its other routes, in
 * a context of its own (a hook or decorator a section adds stays inside it).
 */
export function sectionPlugin(section: ApiSection): FastifyPluginAsync<SectionDeps> {
  return async (app, deps) => {
    for (const list of section.lists ?? []) registerListRoute(app, deps, list);
    for (const detail of section.details ?? []) registerDetailRoute(app, deps, detail);
    if (section.routes) await section.routes(app, deps);
  };
}
