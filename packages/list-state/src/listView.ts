/** A paged list's view as its URL query keeps it: `q` (search), `page` (1-based) and `size`. */
export interface ListView {
  search: string;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  /** The API offset: page times page size (docs/product.md "Calls"). */
  offset: number;
}

export interface ListViewOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The view a list's query parameters name; what is missing or invalid takes its default. */
export function listViewOf(
  params: URLSearchParams,
  { defaultPageSize, pageSizes }: ListViewOptions,
): ListView {
  const page = parsePage(params.get('page'));
  const requestedSize = Number(params.get('size'));
  const pageSize = pageSizes.includes(requestedSize) ? requestedSize : defaultPageSize;
  return { search: params.get('q') ?? '', page, pageSize, offset: page * pageSize };
}
