import type { TeamMember } from '@portal/contract/organisations';
import {
  DataTable,
  StatusChip,
  formatDate,
  paths,
  personDisplayName,
  roleColumn,
  userStatusColor,
  type TableDefinition,
} from '@portal/ui';

const TEAM_TABLE: TableDefinition<TeamMember> = {
  label: 'Team members',
  columns: [
    { id: 'name', header: 'Name', render: (member) => personDisplayName(member) },
    { id: 'email', header: 'Email', render: (member) => member.email },
    roleColumn,
    {
      id: 'status',
      header: 'Status',
      render: (member) => <StatusChip label={member.status} color={userStatusColor(member.status)} />,
    },
    { id: 'joinedAt', header: 'Joined', render: (member) => formatDate(member.joinedAt) },
  ],
  emptyText: 'No active team members',
  rowHref: (member) => paths.user(member.id),
};

/** The organisation's members; a row opens the user. */
export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  return <DataTable {...TEAM_TABLE} rows={members} />;
}
