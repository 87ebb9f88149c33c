import { ORGANISATIONS_ERROR_TEXT, useAdminOrganisations, type Organisation } from '@portal/api';
import { useNavigate } from '@portal/router';
import {
  DataTable,
  ErrorText,
  LoadingState,
  listPaging,
  SearchField,
  Stack,
  StatusChip,
  Typography,
  formatDate,
  paths,
  subscriptionStatusColor,
  useListState,
  type Column,
} from '@portal/ui';
import { ORGANISATIONS_LIST_VIEW } from '../organisationsListView';

const ORGANISATION_SEARCH_PLACEHOLDER = 'Search by name, legal name, or ABN...';

const COLUMNS: readonly Column<Organisation>[] = [
  { id: 'name', header: 'Name', render: (organisation) => organisation.name },
  { id: 'legalName', header: 'Legal Name', render: (organisation) => organisation.legalName ?? '—' },
  { id: 'createdAt', header: 'Created', render: (organisation) => formatDate(organisation.createdAt) },
  {
    id: 'subscriptionStatus',
    header: 'Subscription Status',
    render: (organisation) => (
      <StatusChip
        label={organisation.subscriptionStatus}
        color={subscriptionStatusColor(organisation.subscriptionStatus)}
      />
    ),
  },
];

/** /app/organisations: searchable, paged list; search, page and size live in the URL. */
export function OrganisationsListPage() {
  const list = useListState(ORGANISATIONS_LIST_VIEW);
  const { data, error, isLoading } = useAdminOrganisations({
    search: list.search,
    limit: list.pageSize,
    offset: list.offset,
  });
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Organisations
      </Typography>
      <SearchField
        value={list.search}
        placeholder={ORGANISATION_SEARCH_PLACEHOLDER}
        onSearch={list.setSearch}
      />
      {error ? (
        <ErrorText>{ORGANISATIONS_ERROR_TEXT}</ErrorText>
      ) : !data ? (
        <LoadingState label="Loading organisations" />
      ) : (
        <DataTable
          label="Organisations"
          columns={COLUMNS}
          rows={data.organisations}
          rowKey={(organisation) => organisation.id}
          emptyText="No organisations found"
          onRowClick={(organisation) => navigate(paths.organisation(organisation.id))}
          // The previous page stays on screen, dimmed, while the next one loads.
          stale={isLoading}
          paging={listPaging(list, data.total, ORGANISATIONS_LIST_VIEW.pageSizes)}
        />
      )}
    </Stack>
  );
}
