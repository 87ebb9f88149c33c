import {
  ADMIN_ORGANISATIONS_PATH,
  csvExportPath,
  ORGANISATIONS_ERROR_TEXT,
  useAdminOrganisations,
  type Organisation,
} from '@portal/api';
import {
  organisationColumns,
  SearchableListPage,
  paths,
  useListState,
  listPageQuery,
  useSortState,
  type Column,
} from '@portal/ui';
import { ORGANISATIONS_LIST_VIEW } from '../rules/organisationsListView';

const ORGANISATION_SEARCH_PLACEHOLDER = 'Search by name, legal name, or ABN...';

// Spec section 2: Name, Legal Name, Created, Subscription Status (Created before the status here).
const COLUMNS: readonly Column<Organisation>[] = [
  { ...organisationColumns.name, stacked: 'main' },
  { ...organisationColumns.legalName, stacked: 'fact' },
  { ...organisationColumns.created, stacked: 'fact' },
  { ...organisationColumns.subscriptionStatus, stacked: 'status' },
];

/** /app/organisations: searchable, paged list; search, page and size live in the URL. */
export function OrganisationsListPage() {
  const list = useListState(ORGANISATIONS_LIST_VIEW);
  const sort = useSortState('organisations');
  const query = listPageQuery(list, sort);
  const organisations = useAdminOrganisations(query);
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
        rowKey: (organisation) => organisation.id,
        rowHref: (organisation) => paths.organisation(organisation.id),
        emptyText: 'No organisations found',
      }}
      csvExport={{ path: csvExportPath(ADMIN_ORGANISATIONS_PATH, query), name: 'organisations' }}
    />
  );
}
