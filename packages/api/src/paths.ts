// What a section's `./prefetch` builds its paths with (`@portal/api/paths`): pure functions and
// constants, bundled into the module that imports them, so that module loads without the shared
// client (packages/federation/src/sectionPrefetch.ts). The hooks use the same ones; the constants
// they need are in `@portal/api/contract`.
export { idPath } from './calls/idPath';
export { listPageQuery, listViewOf, type ListView, type ListViewOptions } from './calls/listQuery';
export { sortParams, sortViewOf } from './calls/sortQuery';
export { withQuery, type Query, type QueryValue } from './http/withQuery';
