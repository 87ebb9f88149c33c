// @portal/list-state: a list's state in the URL, MUI-free. The pure parsing and the list query
// (also from `@portal/list-state/pure`, for code that must not load React), and the hooks that keep
// the state in the URL query through @portal/router (or in memory, for an embedded list). Bundled
// into each app that uses it, not shared: it holds no state of its own (docs/decisions.md).
export * from './pure';
export {
  useMemoryQueryParams,
  useUrlQueryParams,
  type QueryParamChanges,
  type QueryParamStore,
} from './hooks/queryParams';
export { useListState, type ListState, type ListStateOptions } from './hooks/useListState';
export { useSortState, type SortState } from './hooks/useSortState';
export { useListFilters, type ListFilterState } from './hooks/useListFilters';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './hooks/useDebouncedValue';
export { useCommittedText } from './hooks/useCommittedText';
