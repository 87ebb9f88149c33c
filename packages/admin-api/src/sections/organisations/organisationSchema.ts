import { boolean, number, orNull, string, type Schema } from '../../http/schemaFields';
import type { Organisation } from '@portal/contract/organisations';

/** An organisation's fields as every answer that embeds one writes them (a user's memberships too). */
export const organisationFields = {
  id: string,
  name: string,
  legalName: orNull(string),
  abn: orNull(string),
  contactNumber: orNull(string),
  website: orNull(string),
  billingEmail: orNull(string),
  createdAt: string,
  subscriptionStatus: orNull(string),
  subscriptionValidUntil: orNull(string),
  cardValidUntil: orNull(string),
  stripeCustomerId: orNull(string),
  promotionCode: orNull(string),
  couponId: orNull(string),
  connectedToXero: boolean,
  xeroLastSyncTransactionsAt: orNull(string),
  taxYearStartMonth: orNull(number),
  completedOnboarding: boolean,
  quotaMaxUsers: number,
} satisfies Record<keyof Organisation, Schema>;
