import type { UserOrganisation } from '@portal/api';
import { useNavigate } from '@portal/router';
import { DataTable, organisationColumns, paths, roleColor, StatusChip, type Column } from '@portal/ui';

const columns: readonly Column<UserOrganisation>[] = [
  organisationColumns.name,
  organisationColumns.legalName,
  {
    id: 'role',
    header: 'Role',
    render: (organisation) => <StatusChip label={organisation.role} color={roleColor(organisation.role)} />,
  },
  organisationColumns.subscriptionStatus,
  organisationColumns.created,
];

/** The organisations the user belongs to, with their role in each; a row opens the organisation. */
export function UserOrganisationsTable({ organisations }: { organisations: readonly UserOrganisation[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Organisations"
      columns={columns}
      rows={organisations}
      rowKey={(organisation) => organisation.id}
      emptyText="No organisations found"
      onRowClick={(organisation) => navigate(paths.organisation(organisation.id))}
    />
  );
}
