// The activities list's wire types that are this section's alone, derived from its queries: what its
// list may be sorted by (and filtered by). Types only: the remote takes them with `import type`
// from '@portal/admin-api/contract/activities', so nothing of the API reaches a browser bundle.
import type { SortQuery } from '@portal/api/contract';
import type { FilterValues } from '../../queries/listFilters';
import type { ACTIVITY_FILTERS, ACTIVITY_SORT_KEYS } from './queries';

/** A `sort` the list accepts. */
export type ActivitiesSortKey = keyof typeof ACTIVITY_SORT_KEYS;
/** The list's `sort` and `order`. */
export type ActivitiesSort = SortQuery<ActivitiesSortKey>;
/** The list's filters as query parameters, each optional (absent: any value). */
export type ActivitiesFilters = FilterValues<typeof ACTIVITY_FILTERS>;
