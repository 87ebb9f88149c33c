import type { UserOrganisation } from '@portal/contract/users';
import { DataTable, organisationColumns, paths, roleColumn, type TableDefinition } from '@portal/ui';

const USER_ORGANISATIONS_TABLE: TableDefinition<UserOrganisation> = {
  label: 'Organisations',
  columns: [
    organisationColumns.name,
    organisationColumns.legalName,
    roleColumn,
    organisationColumns.subscriptionStatus,
    organisationColumns.created,
  ],
  emptyText: 'No organisations found',
  rowHref: (organisation) => paths.organisation(organisation.id),
};

/** The organisations the user belongs to, with their role in each; a row opens the organisation. */
export function UserOrganisationsTable({ organisations }: { organisations: readonly UserOrganisation[] }) {
  return <DataTable {...USER_ORGANISATIONS_TABLE} rows={organisations} />;
}
