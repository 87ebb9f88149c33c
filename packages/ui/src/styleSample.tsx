// The shared components in the states pages show them in, rendered once at build time so that the
// shell's index.html carries their CSS (createAppConfig's `styleSample`). Never part of a bundle.
import { Box, EmptyText, ErrorText, LoadingState, Stack, Typography } from '@portal/ui-core';
import { DetailActions, PageActions } from './actions/PageActions';
import { RefreshButton } from './actions/RefreshButton';
import { OrganisationChip, UserChip } from './chips/EntityChips';
import { StatusChip } from './chips/StatusChip';
import type { ChipColor } from './chips/statusColors';
import { DetailField, InfoGroup } from './detail/DetailField';
import { MetricCard } from './detail/MetricCard';
import { PathBreadcrumbs } from './detail/PathBreadcrumbs';
import { SectionCard } from './detail/SectionCard';
import type { ListFilterState } from '@portal/list-state';
import { SearchableListPage } from './list/SearchableListPage';
import { Grid } from './mui';
import { DataTable } from './table/DataTable';
import type { Column } from './table/tableTypes';
import { ExternalLink } from './ExternalLink';
import { RouterLink } from './RouterLink';

const CHIP_COLORS: ChipColor[] = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'];

interface SampleRow {
  id: string;
  name: string;
}
const rows: SampleRow[] = [
  { id: '1', name: 'Acme' },
  { id: '2', name: 'Beta' },
];
const user = {
  id: '1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatarUrl: null,
  isAdmin: false,
};

const columns: Column<SampleRow, 'name' | 'status'>[] = [
  { id: 'name', header: 'Name', sortField: 'name', render: (row) => row.name },
  {
    id: 'status',
    header: 'Status',
    sortField: 'status',
    render: () => <StatusChip label="ACTIVE" color="success" />,
  },
  { id: 'user', header: 'User', render: () => <UserChip user={user} /> },
  { id: 'organisation', header: 'Organisation', render: (row) => <OrganisationChip organisation={row} /> },
];

const noop = () => {};

// A list's filter field (the users' and activities' lists have them), at its "any" choice.
const filters: ListFilterState = {
  filters: [{ key: 'kind', label: 'Kind', anyLabel: 'Any', options: [{ value: 'a', label: 'A' }] }],
  values: {},
  setFilter: noop,
};

/**
 * A list page with a filter and a sorted, paged table of chips; tables without links or rows;
 * links; a detail page's cards and fields; the page states. Rendered inside a router.
 */
export function UiStyleSample() {
  return (
    <>
      <SearchableListPage
        title="Sample"
        view={{
          state: {
            search: '',
            page: 0,
            pageSize: 25,
            offset: 0,
            setSearch: noop,
            setPage: noop,
            setPageSize: noop,
          },
          sort: { sort: 'name', order: 'asc', toggleSort: noop },
          filters,
          searchPlaceholder: 'Search',
        }}
        results={{
          query: { data: { total: 100, rows }, isLoading: false },
          rowsOf: (answer) => answer.rows,
          errorText: 'Error',
        }}
        table={{
          columns,
          rowHref: (row) => `/app/organisations/${row.id}`,
          emptyText: 'None',
        }}
        csvExport={{ path: '/sample', name: 'sample' }}
      />
      <Stack spacing={3}>
        <PathBreadcrumbs currentLabel="Sample" />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            Sample
          </Typography>
          <DetailActions id="1" />
        </Stack>
        <PageActions>
          <RefreshButton />
        </PageActions>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <MetricCard label="Count" value={1} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <MetricCard label="Count" loading />
          </Grid>
        </Grid>
        <SectionCard title="Section" action={<RefreshButton />}>
          <InfoGroup title="Group">
            <DetailField label="Field">Value</DetailField>
            <DetailField label="Empty" />
          </InfoGroup>
        </SectionCard>
        <DataTable label="Plain" columns={columns} rows={rows} emptyText="None" />
        <DataTable label="Empty" columns={columns} rows={[]} emptyText="None" />
        <RouterLink to="/app/users/1">Link</RouterLink>
        <ExternalLink href="https://example.com">Link</ExternalLink>
        <Box>
          {CHIP_COLORS.map((color) => (
            <StatusChip key={color} label={color} color={color} />
          ))}
        </Box>
        <LoadingState />
        <ErrorText>Error</ErrorText>
        <EmptyText>None</EmptyText>
      </Stack>
    </>
  );
}
