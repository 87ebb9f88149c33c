// The pure half of @portal/list-state (`@portal/list-state/pure`): reading a list's view, sort and
// filters from its URL query, and the query the API is asked. No React, no router, no shared module,
// so a section's `./prefetch` (and @portal/api's calls) build the list's request with it and load
// without the shared libraries (packages/federation/src/sectionPrefetch.ts).
export { listViewOf, type ListView, type ListViewOptions } from './listView';
export { listPageQuery, type ListQuery } from './listQuery';
export {
  nextSort,
  sortParams,
  sortViewOf,
  unknownSortChanges,
  type SortParamChanges,
  type SortParams,
} from './sortQuery';
export {
  listFilterValuesOf,
  type ListFilter,
  type ListFilterOption,
  type ListFilterValues,
} from './listFilters';
