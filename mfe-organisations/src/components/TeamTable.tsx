import type { TeamMember } from '@portal/api';
import {
  DataTable,
  StatusChip,
  formatDate,
  paths,
  personDisplayName,
  roleColumn,
  userStatusColor,
  type Column,
} from '@portal/ui';

const COLUMNS: readonly Column<TeamMember>[] = [
  { id: 'name', header: 'Name', render: (member) => personDisplayName(member) },
  { id: 'email', header: 'Email', render: (member) => member.email },
  roleColumn,
  {
    id: 'status',
    header: 'Status',
    render: (member) => <StatusChip label={member.status} color={userStatusColor(member.status)} />,
  },
  { id: 'joinedAt', header: 'Joined', render: (member) => formatDate(member.joinedAt) },
];

/** The organisation's members; a row opens the user. */
export function TeamTable({ members }: { members: readonly TeamMember[] }) {
  return (
    <DataTable
      label="Team members"
      columns={COLUMNS}
      rows={members}
      rowKey={(member) => member.id}
      emptyText="No active team members"
      rowHref={(member) => paths.user(member.id)}
    />
  );
}
