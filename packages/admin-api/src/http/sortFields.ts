// The API's sort allow-lists: a `sort` outside its list's is a 400. Each section that shows a list
// keeps the fields it offers in its own data code; a new field ships here first, then in that
// section, with no shared package in between.
import type { SortQuery } from '@portal/api/contract';

/** Columns each list may be sorted by (`sort`). */
export const SORT_FIELDS = {
  users: ['name', 'email', 'status', 'createdAt', 'lastLoginAt'],
  organisations: ['name', 'legalName', 'subscriptionStatus', 'createdAt'],
  coupons: ['name', 'timesRedeemed', 'created'],
  /** The activity feed and its organisation- and user-scoped variants. */
  activities: ['createdAt'],
} as const;

export type SortableList = keyof typeof SORT_FIELDS;
export type SortField<L extends SortableList> = (typeof SORT_FIELDS)[L][number];
/** `sort` and `order` of one list. */
export type ListSort<L extends SortableList> = SortQuery<SortField<L>>;
