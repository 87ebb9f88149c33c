import Stack from '@mui/material/Stack';
import { PAGE_SIZES } from '@portal/contract';
import type { ListFilterState, ListState } from '@portal/list-state';
import { ExportCsvButton } from '../actions/ExportCsvButton';
import { RefreshButton } from '../actions/RefreshButton';
import type { TableDefinition, TableSort } from '../table/tableTypes';
import { listPaging } from '../table/listPaging';
import { QueryTable } from '../table/QueryTable';
import { PageHeading } from '../actions/PageHeading';
import { ListFilterFields } from './ListFilterFields';
import { SearchField } from './SearchField';

/**
 * What the user asked to see: the search, page and size (`useListState`), the sort among the
 * list's sort keys (`useSortState`) and, for a list that has them, its filters (`useListFilters`).
 */
export interface ListView<Sort extends string> {
  state: ListState;
  sort: TableSort<Sort>;
  searchPlaceholder: string;
  filters?: ListFilterState;
}

/** The data hook's answer for that view, where its rows are, and the text shown when the call failed. */
export interface ListResults<Row, Answer> {
  query: { data?: Answer; error?: unknown; isLoading: boolean };
  rowsOf: (answer: Answer) => readonly Row[];
  errorText: string;
}

/** How each row shows: its columns, key (by default its id) and link, and the text of an empty page. */
export interface ListTable<Row, Sort extends string> extends Omit<
  TableDefinition<Row, Sort>,
  'label' | 'rowHref'
> {
  rowHref: (row: Row) => string;
}

export interface SearchableListPageProps<Row, Answer extends { total: number }, Sort extends string> {
  /** The page heading, also the table's accessible name ('Users'). */
  title: string;
  view: ListView<Sort>;
  results: ListResults<Row, Answer>;
  table: ListTable<Row, Sort>;
  /** The list's CSV export of its search, filters and sort (`csvExportPath`), and the file's name ('users'). */
  csvExport: { path: string; name: string };
}

/**
 * A list screen of docs/product.md "Screens": heading, debounced search box, the list's filters, and a paged,
 * sortable table of the API's answer.
 */
export function SearchableListPage<Row, Answer extends { total: number }, Sort extends string>({
  title,
  view,
  results,
  table,
  csvExport,
}: SearchableListPageProps<Row, Answer, Sort>) {
  return (
    <Stack spacing={2}>
      <PageHeading title={title}>
        <RefreshButton />
        <ExportCsvButton {...csvExport} />
      </PageHeading>
      <SearchField
        value={view.state.search}
        placeholder={view.searchPlaceholder}
        onSearch={view.state.setSearch}
      />
      {view.filters && <ListFilterFields state={view.filters} />}
      <QueryTable
        {...table}
        {...results}
        sort={view.sort}
        label={title}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        pagingOf={(data) => listPaging(view.state, data.total, PAGE_SIZES)}
      />
    </Stack>
  );
}
