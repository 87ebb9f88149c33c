// The activities section's wire types: its answers and the activity as the API sends them
// (docs/api/openapi.json), its query, and what its list may be sorted and filtered by, derived
// from its queries. Types only: the remote takes them with `import type` from
// '@portal/admin-api/contract/activities', so nothing of the API reaches a browser bundle, and a
// new field is a change of this section alone.
import type { ActivityType, OrganisationSummary, SortQuery, UserSummary } from '@portal/api/contract';
import type { FilterValues } from '../../queries/listFilters';
import type { ACTIVITY_FILTERS, ACTIVITY_SORT_KEYS } from './queries';

export interface Activity {
  id: string;
  activityType: ActivityType;
  description: string;
  createdAt: string;
}

export interface ActivityListItem {
  activity: Activity;
  user: UserSummary | null;
  organisation: OrganisationSummary | null;
}

export interface ActivityQuery {
  limit?: number;
  offset?: number;
  /** Omitted for all types. */
  activityType?: ActivityType;
}

/** An activity feed's answer: every activity, one organisation's or one user's. */
export interface ActivitiesResponse {
  activities: ActivityListItem[];
  total: number;
}

/** A `sort` the list accepts. */
export type ActivitiesSortKey = keyof typeof ACTIVITY_SORT_KEYS;
/** The list's `sort` and `order`. */
export type ActivitiesSort = SortQuery<ActivitiesSortKey>;
/** The list's filters as query parameters, each optional (absent: any value). */
export type ActivitiesFilters = FilterValues<typeof ACTIVITY_FILTERS>;
