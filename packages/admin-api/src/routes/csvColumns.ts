// Each list's CSV columns: the titles of the spec's tables (ID first) and the texts the portal
// shows in them, from the same formatters (@portal/format).
import type { ActivityListItem, Coupon, Organisation, User } from '@portal/api/contract';
import {
  couponStatusText,
  discountText,
  durationText,
  formatDate,
  formatDateTime,
  NO_CODES_TEXT,
  personDisplayName,
  promotionCodeLabel,
  redeemedText,
} from '@portal/format';

export interface CsvColumn<Row> {
  title: string;
  text(row: Row): string;
}

/** What the activity table shows for a missing user or organisation. */
const MISSING_TEXT = 'N/A';

export const USER_COLUMNS: readonly CsvColumn<User>[] = [
  { title: 'ID', text: (user) => user.id },
  { title: 'Name', text: personDisplayName },
  { title: 'Email', text: (user) => user.email },
  { title: 'Status', text: (user) => user.status },
  { title: 'Created', text: (user) => formatDate(user.createdAt) },
  { title: 'Last Login', text: (user) => formatDateTime(user.lastLoginAt) },
];

export const ORGANISATION_COLUMNS: readonly CsvColumn<Organisation>[] = [
  { title: 'ID', text: (organisation) => organisation.id },
  { title: 'Name', text: (organisation) => organisation.name },
  { title: 'Legal Name', text: (organisation) => organisation.legalName ?? '' },
  { title: 'Created', text: (organisation) => formatDate(organisation.createdAt) },
  { title: 'Subscription Status', text: (organisation) => organisation.subscriptionStatus ?? '' },
];

export const COUPON_COLUMNS: readonly CsvColumn<Coupon>[] = [
  { title: 'ID', text: (coupon) => coupon.id },
  { title: 'Name', text: (coupon) => coupon.name ?? '' },
  {
    title: 'Promotion Codes',
    text: (coupon) => coupon.promotionCodes.map(promotionCodeLabel).join(', ') || NO_CODES_TEXT,
  },
  { title: 'Discount', text: discountText },
  { title: 'Duration', text: durationText },
  { title: 'Redeemed', text: redeemedText },
  { title: 'Status', text: (coupon) => couponStatusText(coupon.valid) },
  { title: 'Created', text: (coupon) => formatDate(coupon.created) },
];

export const ACTIVITY_COLUMNS: readonly CsvColumn<ActivityListItem>[] = [
  { title: 'ID', text: ({ activity }) => activity.id },
  { title: 'Type', text: ({ activity }) => activity.activityType },
  { title: 'User', text: ({ user }) => (user ? personDisplayName(user) : MISSING_TEXT) },
  { title: 'Organisation', text: ({ organisation }) => organisation?.name ?? MISSING_TEXT },
  { title: 'Date', text: ({ activity }) => formatDateTime(activity.createdAt) },
];
