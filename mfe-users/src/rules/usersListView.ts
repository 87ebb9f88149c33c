import { PAGE_SIZES } from '@portal/contract';
import type { ListFilter, ListFilterValues, ListViewOptions } from '@portal/list-state/pure';

/** docs/product.md "Numbers": 25, 50 or 100 users a page, 25 at first. */
export const USERS_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };

/** Users whose email is verified, or not; its URL key is the API's `emailVerified` parameter. */
export const EMAIL_VERIFIED_FILTER = {
  key: 'emailVerified',
  label: 'Email verified',
  anyLabel: 'Any',
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
} as const satisfies ListFilter;

/** The users list's filters, in the order they show. */
export const USERS_FILTERS = [EMAIL_VERIFIED_FILTER] as const;
export type UsersFilters = ListFilterValues<typeof USERS_FILTERS>;
