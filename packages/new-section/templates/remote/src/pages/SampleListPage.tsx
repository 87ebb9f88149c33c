import type { SampleRow, SampleSortKey } from '@portal/contract/sample';
import { useListState, useSortState } from '@portal/list-state';
import { formatDate, formatMoney, paths, SearchableListPage, type Column } from '@portal/ui';
import {
  adminSampleCsvPath,
  SAMPLE_ERROR_TEXT,
  SAMPLE_LIST_VIEW,
  SAMPLE_SORT_FIELDS,
  useAdminSample,
} from '../api/sample';

const columns: readonly Column<SampleRow, SampleSortKey>[] = [
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

/** /app/sample: every row, searchable, sorted and paged, with the view kept in the URL. */
export function SampleListPage() {
  const list = useListState(SAMPLE_LIST_VIEW);
  const sort = useSortState(SAMPLE_SORT_FIELDS);
  const rows = useAdminSample(list, sort);
  return (
    <SearchableListPage
      title="Sample"
      view={{ state: list, sort, searchPlaceholder: 'Search by number...' }}
      results={{ query: rows, rowsOf: (data) => data.rows, errorText: SAMPLE_ERROR_TEXT }}
      table={{
        columns,
        rowHref: (row) => paths.organisation(row.organisationId),
        emptyText: 'No sample found',
      }}
      csvExport={{ path: adminSampleCsvPath(list, sort), name: 'sample' }}
    />
  );
}
