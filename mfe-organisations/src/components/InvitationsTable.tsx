import type { Invitation } from '@portal/contract/organisations';
import {
  DataTable,
  StatusChip,
  UserChip,
  formatDate,
  invitationStatusColor,
  roleColumn,
  type TableDefinition,
} from '@portal/ui';

const INVITATIONS_TABLE: TableDefinition<Invitation> = {
  label: 'Invitations',
  columns: [
    { id: 'email', header: 'Email', render: (invitation) => invitation.email },
    roleColumn,
    {
      id: 'status',
      header: 'Status',
      render: (invitation) => (
        <StatusChip label={invitation.status} color={invitationStatusColor(invitation.status)} />
      ),
    },
    { id: 'expiresAt', header: 'Expires', render: (invitation) => formatDate(invitation.expiresAt) },
    {
      id: 'invitedBy',
      header: 'Invited By',
      // The inviter's account may be gone.
      render: (invitation) => (invitation.invitedBy ? <UserChip user={invitation.invitedBy} /> : '—'),
    },
  ],
  emptyText: 'No pending invitations',
};

/** The organisation's invitations. */
export function InvitationsTable({ invitations }: { invitations: readonly Invitation[] }) {
  return <DataTable {...INVITATIONS_TABLE} rows={invitations} />;
}
