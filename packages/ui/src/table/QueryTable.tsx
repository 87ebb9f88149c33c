import { QueryState } from '../states/QueryState';
import { DataTable } from './DataTable';
import type { DataTableProps, TablePaging } from './tableTypes';

interface QueryTableProps<Row, Answer, Sort extends string> extends Omit<
  DataTableProps<Row, Sort>,
  'rows' | 'paging' | 'stale'
> {
  /** A data hook's answer: `useAdminUsers(...)` and the like. */
  query: { data?: Answer; error?: unknown; isLoading?: boolean };
  rowsOf: (answer: Answer) => readonly Row[];
  /** The red text shown in place of the table when the call failed (docs/product.md "Errors"). */
  errorText: string;
  loadingLabel: string;
  pagingOf?: (answer: Answer) => TablePaging;
}

/** A table of one call's answer, with the call's error and loading states (`QueryState`). */
export function QueryTable<Row, Answer, Sort extends string = never>({
  query,
  rowsOf,
  errorText,
  loadingLabel,
  pagingOf,
  ...table
}: QueryTableProps<Row, Answer, Sort>) {
  return (
    <QueryState query={query} errorText={errorText} loadingLabel={loadingLabel}>
      {(answer) => (
        <DataTable
          {...table}
          rows={rowsOf(answer)}
          paging={pagingOf?.(answer)}
          // With keepPreviousData the last page stays on screen, dimmed, while the next one loads.
          stale={query.isLoading}
        />
      )}
    </QueryState>
  );
}
