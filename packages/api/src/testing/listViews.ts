import type { ListView } from '@portal/list-state/pure';

/** A list's view at `page` (zero-based) of `pageSize` rows, as the URL state would give it. */
export const listViewAt = (search: string, pageSize: number, page: number): ListView => ({
  search,
  page,
  pageSize,
  offset: page * pageSize,
});
