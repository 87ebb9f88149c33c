import Stack from '@mui/material/Stack';
import { PAGE_SIZES } from '@portal/api';
import { ExportCsvButton } from '../actions/ExportCsvButton';
import { RefreshButton } from '../actions/RefreshButton';
import type { TableDefinition, TableSort } from '../table/tableTypes';
import { QueryTable } from '../table/QueryTable';
import { PageHeading } from '../actions/PageHeading';
import { SearchField } from './SearchField';
import { listPaging, type ListState } from './useListState';

/** What the user asked to see: the search, page and size (`useListState`) and the sort (`useSortState`). */
export interface ListView {
  state: ListState;
  sort: TableSort;
  searchPlaceholder: string;
}

/** The data hook's answer for that view, where its rows are, and the text shown when the call failed. */
export interface ListResults<Row, Answer> {
  query: { data?: Answer; error?: unknown; isLoading: boolean };
  rowsOf: (answer: Answer) => readonly Row[];
  errorText: string;
}

/** How each row shows: its columns, key (by default its id) and link, and the text of an empty page. */
export interface ListTable<Row> extends Omit<TableDefinition<Row>, 'label' | 'rowHref'> {
  rowHref: (row: Row) => string;
}

interface SearchableListPageProps<Row, Answer extends { total: number }> {
  /** The page heading, also the table's accessible name ('Users'). */
  title: string;
  view: ListView;
  results: ListResults<Row, Answer>;
  table: ListTable<Row>;
  /** The list's CSV export as asked for (`csvExportPath`), and the file's name ('users'). */
  csvExport: { path: string; name: string };
}

/** A list screen of docs/product.md "Screens": heading, debounced search box, and a paged table of the API's answer. */
export function SearchableListPage<Row, Answer extends { total: number }>({
  title,
  view,
  results,
  table,
  csvExport,
}: SearchableListPageProps<Row, Answer>) {
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
