import { PAGE_SIZES, type ListViewOptions } from '@portal/api';

/** Spec section 9: 25, 50 or 100 users a page, 25 at first. */
export const USERS_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };
