import type { OrganisationRole } from '@portal/contract';
import { StatusChip } from '../chips/StatusChip';
import { roleColor } from '../chips/statusColors';
import type { Column } from './tableTypes';

/** The Role column of every membership table (a team, its invitations, a user's organisations). */
export const roleColumn: Column<{ role: OrganisationRole }> = {
  id: 'role',
  header: 'Role',
  render: (membership) => <StatusChip label={membership.role} color={roleColor(membership.role)} />,
};
