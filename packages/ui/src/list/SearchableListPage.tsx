import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@portal/api';
import { ExportCsvButton } from '../actions/ExportCsvButton';
import { PageActions } from '../actions/PageActions';
import { RefreshButton } from '../actions/RefreshButton';
import type { Column, TableSort } from '../table/DataTable';
import { QueryTable } from '../table/QueryTable';
import { SearchField } from './SearchField';
import { listPaging, type ListState } from './useListState';

interface SearchableListPageProps<Row, Answer extends { total: number }> {
  /** The page heading, also the table's accessible name ('Users'). */
  title: string;
  searchPlaceholder: string;
  /** The search, page and page size (`useListState`) the `answer` was asked for. */
  list: ListState;
  /** The server-side sort (`useSortState`) the `answer` was asked for. */
  sort: TableSort;
  /** The list's CSV export as asked for (`csvExportPath`), and the file's name ('users'). */
  csvExport: { path: string; name: string };
  answer: { data?: Answer; error?: unknown; isLoading: boolean };
  rowsOf: (answer: Answer) => readonly Row[];
  errorText: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  rowHref: (row: Row) => string;
}

/** A list screen of spec section 2: heading, debounced search box, and a paged table of the API's answer. */
export function SearchableListPage<Row, Answer extends { total: number }>({
  title,
  searchPlaceholder,
  list,
  answer,
  rowsOf,
  errorText,
  csvExport,
  ...table
}: SearchableListPageProps<Row, Answer>) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <PageActions>
        <RefreshButton />
        <ExportCsvButton {...csvExport} />
      </PageActions>
      <SearchField value={list.search} placeholder={searchPlaceholder} onSearch={list.setSearch} />
      <QueryTable
        {...table}
        label={title}
        query={answer}
        rowsOf={rowsOf}
        errorText={errorText}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        pagingOf={(data) => listPaging(list, data.total, PAGE_SIZES)}
      />
    </Stack>
  );
}
