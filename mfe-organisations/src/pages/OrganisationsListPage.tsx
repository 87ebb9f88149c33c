import type { Organisation } from '@portal/contract/organisations';
import { organisationColumns, SearchableListPage, paths, type Column } from '@portal/ui';
import { useListState, useSortState } from '@portal/list-state';
import {
  adminOrganisationsCsvPath,
  ORGANISATIONS_ERROR_TEXT,
  useAdminOrganisations,
} from '../api/organisations';
import { ORGANISATIONS_SORT_FIELDS, type OrganisationsSortField } from '../api/paths';
import { ORGANISATIONS_LIST_VIEW } from '../rules/organisationsListView';

const ORGANISATION_SEARCH_PLACEHOLDER = 'Search by name, legal name, or ABN...';

// docs/product.md "Screens": Name, Legal Name, Created, Subscription Status (Created before the status here).
// Each sortable by its API field (ORGANISATIONS_SORT_FIELDS).
const COLUMNS: readonly Column<Organisation, OrganisationsSortField>[] = [
  { ...organisationColumns.name, sortField: 'name', stacked: 'main' },
  { ...organisationColumns.legalName, sortField: 'legalName', stacked: 'fact' },
  { ...organisationColumns.created, sortField: 'createdAt', stacked: 'fact' },
  { ...organisationColumns.subscriptionStatus, sortField: 'subscriptionStatus', stacked: 'status' },
];

/** /app/organisations: searchable, paged list; search, page and size live in the URL. */
export function OrganisationsListPage() {
  const list = useListState(ORGANISATIONS_LIST_VIEW);
  const sort = useSortState(ORGANISATIONS_SORT_FIELDS);
  const organisations = useAdminOrganisations(list, sort);
  return (
    <SearchableListPage
      title="Organisations"
      view={{ state: list, sort, searchPlaceholder: ORGANISATION_SEARCH_PLACEHOLDER }}
      results={{
        query: organisations,
        rowsOf: (data) => data.organisations,
        errorText: ORGANISATIONS_ERROR_TEXT,
      }}
      table={{
        columns: COLUMNS,
        rowHref: (organisation) => paths.organisation(organisation.id),
        emptyText: 'No organisations found',
      }}
      csvExport={{ path: adminOrganisationsCsvPath(list, sort), name: 'organisations' }}
    />
  );
}
