import type { SubscriptionStatus } from '@portal/contract';
import { StatusChip } from '../chips/StatusChip';
import { subscriptionStatusColor } from '../chips/statusColors';
import { formatDate } from '@portal/format';
import type { Column } from './tableTypes';

const MISSING_VALUE = '—';

/**
 * What the organisation columns read of a row: any organisation the API sends (the list's, a
 * user's membership, a coupon's organisation) fits it by structure.
 */
export interface OrganisationRow {
  name: string;
  legalName: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  createdAt: string;
}

/**
 * The organisation columns every organisations table shares (the list, a user's organisations,
 * a coupon's organisations). Tables pick the ones they show and add their own in between. Each
 * reads only these fields, so lean rows (a coupon's organisations) fit them too. Which of them a
 * list sorts by, and as which API field, is that list's own rule (the organisations section's).
 */
export const organisationColumns = {
  name: { id: 'name', header: 'Name', render: (organisation) => organisation.name },
  legalName: {
    id: 'legalName',
    header: 'Legal Name',
    render: (organisation) => organisation.legalName || MISSING_VALUE,
  },
  subscriptionStatus: {
    id: 'subscriptionStatus',
    header: 'Subscription Status',
    render: (organisation) => (
      <StatusChip
        label={organisation.subscriptionStatus}
        color={subscriptionStatusColor(organisation.subscriptionStatus)}
      />
    ),
  },
  created: {
    id: 'created',
    header: 'Created',
    render: (organisation) => formatDate(organisation.createdAt),
  },
} satisfies Record<string, Column<OrganisationRow>>;
