import { listViewOf, type ListView } from '@portal/api';
import { parseActivityTypeFilter, type ActivityTypeFilter } from './activityTypeFilter';

/** Spec section 9: 25, 50 and 100, starting at 10; 10 is offered too so it can be chosen again. */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACTIVITY_LIST_VIEW = { defaultPageSize: 10, pageSizes: ACTIVITY_PAGE_SIZES };
/** The query key of the type filter. */
export const ACTIVITY_TYPE_KEY = 'type';

export interface ActivityListView extends ListView {
  activityType: ActivityTypeFilter;
}

/** The filter, page and page size a list's query parameters name. */
export function activityListViewOf(params: URLSearchParams): ActivityListView {
  return {
    ...listViewOf(params, ACTIVITY_LIST_VIEW),
    activityType: parseActivityTypeFilter(params.get(ACTIVITY_TYPE_KEY)),
  };
}
