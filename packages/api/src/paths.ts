// What a section's `./prefetch` builds its paths with (`@portal/api/paths`): pure functions and
// constants, bundled into the module that imports them, so that module loads without the shared
// client (packages/federation/src/sectionPrefetch.ts). The hooks use the same ones; the list's view,
// sort and filters from the URL are `@portal/list-state/pure`'s, the constants `@portal/contract`'s.
export { idPath } from './calls/idPath';
export { withQuery, type Query, type QueryValue } from './http/withQuery';
