import type { AccesslogRecord } from '@portal/contract/accesslog';
import { PAGE_SIZES } from '@portal/contract';
import { useListFilters, useListState, useSortState, useUrlQueryParams } from '@portal/list-state';
import {
  ExportCsvButton,
  formatDateTime,
  ListFilterFields,
  listPaging,
  PageHeading,
  QueryTable,
  RefreshButton,
  Stack,
  Typography,
  type Column,
} from '@portal/ui';
import { ACCESSLOG_ERROR_TEXT, accessLogCsvPath, useAccessLog, useAccessLogSubjects } from '../api/accessLog';
import { ACCESSLOG_LIST_VIEW, ACCESSLOG_SORT_FIELDS, type AccesslogSortField } from '../api/paths';
import { FilterField } from '../components/FilterField';
import { SubjectReport } from '../components/SubjectReport';
import {
  ACCESSLOG_FILTERS,
  apiFiltersOf,
  textFiltersOf,
  type TextFilterKey,
} from '../rules/accessLogFilters';
import { queryText, subjectsText } from '../rules/recordTexts';

export const EMPTY_TEXT = 'No access records match these filters';
export const NO_SUBJECT_TEXT = 'No user or organisation matches this subject';

const columns: readonly Column<AccesslogRecord, AccesslogSortField>[] = [
  { id: 'at', header: 'Time', sortField: 'at', stacked: 'main', render: (row) => formatDateTime(row.at) },
  {
    id: 'staff',
    header: 'Staff',
    sortField: 'staffEmail',
    stacked: 'fact',
    render: (row) => row.staffEmail ?? '—',
  },
  { id: 'action', header: 'Action', sortField: 'action', stacked: 'status', render: (row) => row.action },
  { id: 'resource', header: 'Resource', render: (row) => row.resource },
  { id: 'subjects', header: 'Subjects', wrap: true, stacked: 'fact', render: (row) => subjectsText(row) },
  { id: 'query', header: 'Query', wrap: true, render: (row) => queryText(row.query) },
  { id: 'status', header: 'Status', render: (row) => String(row.status) },
  { id: 'requestId', header: 'Request ID', render: (row) => row.requestId },
  { id: 'address', header: 'Address', render: (row) => row.clientAddress ?? '—' },
  { id: 'agent', header: 'Agent', wrap: true, render: (row) => row.userAgent ?? '—' },
];

const FIELDS: readonly { key: TextFilterKey; label: string; type?: 'date' }[] = [
  { key: 'staff', label: 'Staff member' },
  { key: 'subject', label: 'Subject' },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

/** /app/access-log: every staff consultation of personal data, newest first, filtered in the URL. */
export function AccessLogPage() {
  const list = useListState(ACCESSLOG_LIST_VIEW);
  const sort = useSortState(ACCESSLOG_SORT_FIELDS);
  const actions = useListFilters(ACCESSLOG_FILTERS);
  const { params, update } = useUrlQueryParams();
  const text = textFiltersOf(params);
  const filters = apiFiltersOf(text, actions.values.action);
  const records = useAccessLog(list, filters, sort);
  const named = useAccessLogSubjects(text.subject).data?.subjects;
  const users = named?.filter((subject) => subject.kind === 'user') ?? [];
  return (
    <Stack spacing={2}>
      <PageHeading title="Access log">
        <RefreshButton />
        <ExportCsvButton path={accessLogCsvPath(filters, sort)} name="access-log" />
      </PageHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FIELDS.map((field) => (
          <FilterField
            key={field.key}
            label={field.label}
            type={field.type}
            value={text[field.key] ?? ''}
            onCommit={(value) => update({ [field.key]: value || null, page: null }, { replace: false })}
          />
        ))}
        <ListFilterFields state={actions} />
      </Stack>
      {named?.length === 0 && <Typography color="text.secondary">{NO_SUBJECT_TEXT}</Typography>}
      {named?.length === 1 && users.length === 1 && <SubjectReport user={users[0]!} />}
      <QueryTable
        label="Access log"
        columns={columns}
        rowKey={(row) => String(row.seq)}
        emptyText={EMPTY_TEXT}
        query={records}
        rowsOf={(data) => data.records}
        errorText={ACCESSLOG_ERROR_TEXT}
        loadingLabel="Loading access log"
        sort={sort}
        pagingOf={(data) => listPaging(list, data.total, PAGE_SIZES)}
      />
    </Stack>
  );
}
