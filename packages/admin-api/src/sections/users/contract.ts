// The users list's wire types that are this section's alone, derived from its queries: what its
// list may be sorted by (and filtered by). Types only: the remote takes them with `import type`
// from '@portal/admin-api/contract/users', so nothing of the API reaches a browser bundle.
import type { SortQuery } from '@portal/api/contract';
import type { FilterValues } from '../../queries/listFilters';
import type { USER_FILTERS, USER_SORT_KEYS } from './queries';

/** A `sort` the list accepts. */
export type UsersSortKey = keyof typeof USER_SORT_KEYS;
/** The list's `sort` and `order`. */
export type UsersSort = SortQuery<UsersSortKey>;
/** The list's filters as query parameters, each optional (absent: any value). */
export type UsersFilters = FilterValues<typeof USER_FILTERS>;
