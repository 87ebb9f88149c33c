import type { InvitationStatus, OrganisationRole, SubscriptionStatus, UserStatus } from '@portal/contract';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

// docs/product.md "Screens": ACTIVE green, TRIALING blue, PAST_DUE amber, CANCELED and INACTIVE red.
const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, ChipColor> = {
  ACTIVE: 'success',
  TRIALING: 'info',
  PAST_DUE: 'warning',
  CANCELED: 'error',
  INACTIVE: 'error',
};

// docs/product.md "Screens": OWNER red, ADMIN amber, MEMBER blue, VIEWER green.
const ROLE_COLORS: Record<OrganisationRole, ChipColor> = {
  OWNER: 'error',
  ADMIN: 'warning',
  MEMBER: 'info',
  VIEWER: 'success',
};

const USER_STATUS_COLORS: Record<UserStatus, ChipColor> = {
  ACTIVE: 'success',
  PENDING: 'warning',
  INACTIVE: 'default',
};

const INVITATION_STATUS_COLORS: Record<InvitationStatus, ChipColor> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'default',
  CANCELLED: 'error',
};

function colorOf<K extends string>(table: Record<K, ChipColor>, key: string | null | undefined): ChipColor {
  return key && key in table ? table[key as K] : 'default';
}

export const subscriptionStatusColor = (status: string | null | undefined) =>
  colorOf(SUBSCRIPTION_COLORS, status);
export const roleColor = (role: string | null | undefined) => colorOf(ROLE_COLORS, role);
export const userStatusColor = (status: string | null | undefined) => colorOf(USER_STATUS_COLORS, status);
export const invitationStatusColor = (status: string | null | undefined) =>
  colorOf(INVITATION_STATUS_COLORS, status);
