import type { ActivityType } from '@portal/contract';
import { listFilterValuesOf, listViewOf, type ListView } from '@portal/list-state/pure';
import { ACTIVITY_FILTERS } from './activityTypeFilter';

/** docs/product.md "Numbers": 25, 50 and 100, starting at 10; 10 is offered too so it can be chosen again. */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ACTIVITY_LIST_VIEW = { defaultPageSize: 10, pageSizes: ACTIVITY_PAGE_SIZES };

export interface ActivityListView extends ListView {
  /** Every type when undefined. */
  activityType?: ActivityType;
}

/** The filter, page and page size a list's query parameters name. */
export function activityListViewOf(params: URLSearchParams): ActivityListView {
  return {
    ...listViewOf(params, ACTIVITY_LIST_VIEW),
    activityType: listFilterValuesOf(params, ACTIVITY_FILTERS).type,
  };
}
