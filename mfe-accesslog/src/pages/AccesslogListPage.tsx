import type { AccesslogRow, AccesslogSortKey } from '@portal/contract/accesslog';
import { useListState, useSortState } from '@portal/list-state';
import { formatDate, formatMoney, paths, SearchableListPage, type Column } from '@portal/ui';
import {
  adminAccesslogCsvPath,
  ACCESSLOG_ERROR_TEXT,
  ACCESSLOG_LIST_VIEW,
  ACCESSLOG_SORT_FIELDS,
  useAdminAccesslog,
} from '../api/accesslog';

const columns: readonly Column<AccesslogRow, AccesslogSortKey>[] = [
  {
    id: 'number',
    header: 'Number',
    sortField: 'number',
    stacked: 'main',
    render: (row) => row.number ?? '—',
  },
  { id: 'status', header: 'Status', stacked: 'status', render: (row) => row.status },
  {
    id: 'total',
    header: 'Total',
    sortField: 'total',
    stacked: 'fact',
    render: (row) => formatMoney(row.total, row.currency),
  },
  { id: 'created', header: 'Created', sortField: 'created', render: (row) => formatDate(row.created) },
];

/** /app/accesslog: every row, searchable, sorted and paged, with the view kept in the URL. */
export function AccesslogListPage() {
  const list = useListState(ACCESSLOG_LIST_VIEW);
  const sort = useSortState(ACCESSLOG_SORT_FIELDS);
  const rows = useAdminAccesslog(list, sort);
  return (
    <SearchableListPage
      title="Accesslog"
      view={{ state: list, sort, searchPlaceholder: 'Search by number...' }}
      results={{ query: rows, rowsOf: (data) => data.rows, errorText: ACCESSLOG_ERROR_TEXT }}
      table={{
        columns,
        rowHref: (row) => paths.organisation(row.organisationId),
        emptyText: 'No accesslog found',
      }}
      csvExport={{ path: adminAccesslogCsvPath(list, sort), name: 'accesslog' }}
    />
  );
}
