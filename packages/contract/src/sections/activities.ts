// The activities section's wire contract (docs/api/openapi.json): its answers, the activity, its
// query, and what its list may be sorted and filtered by. The API's queries and the remote's
// sortable columns both take the keys from here.
import type { OrganisationSummary, UserSummary } from '../entities';
import type { ActivityType } from '../enums';
import type { SortQuery } from '../staffTools';

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

/** What the list may be sorted by (`sort`). */
export const ACTIVITIES_SORT_KEYS = ['createdAt'] as const;
/** A `sort` the list accepts. */
export type ActivitiesSortKey = (typeof ACTIVITIES_SORT_KEYS)[number];
/** The list's `sort` and `order`. */
export type ActivitiesSort = SortQuery<ActivitiesSortKey>;

/** The list's filters as query parameters, each optional (absent: any value). */
export interface ActivitiesFilters {
  activityType?: ActivityType;
}
