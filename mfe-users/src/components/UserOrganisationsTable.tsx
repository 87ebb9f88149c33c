import type { UserOrganisation } from '@portal/api';
import { DataTable, organisationColumns, paths, roleColumn, type Column } from '@portal/ui';

const columns: readonly Column<UserOrganisation>[] = [
  organisationColumns.name,
  organisationColumns.legalName,
  roleColumn,
  organisationColumns.subscriptionStatus,
  organisationColumns.created,
];

/** The organisations the user belongs to, with their role in each; a row opens the organisation. */
export function UserOrganisationsTable({ organisations }: { organisations: readonly UserOrganisation[] }) {
  return (
    <DataTable
      label="Organisations"
      columns={columns}
      rows={organisations}
      rowKey={(organisation) => organisation.id}
      emptyText="No organisations found"
      rowHref={(organisation) => paths.organisation(organisation.id)}
    />
  );
}
