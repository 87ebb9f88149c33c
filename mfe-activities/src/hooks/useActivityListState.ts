import { useListState, type ListState, type QueryParamStore } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { ACTIVITY_LIST_VIEW, ACTIVITY_TYPE_KEY, activityListViewOf } from '../rules/activityListView';
import { ALL_ACTIVITY_TYPES, type ActivityTypeFilter } from '../rules/activityTypeFilter';

export interface ActivityListState {
  activityType: ActivityTypeFilter;
  /** Zero-based. */
  page: number;
  pageSize: number;
  offset: number;
  setActivityType: (activityType: ActivityTypeFilter) => void;
  setPage: ListState['setPage'];
  setPageSize: (pageSize: number) => void;
}

/**
 * The activity list's filter, page and page size, kept in `store` (the URL query on the Activities
 * page, memory where the list is embedded). A new filter or page size goes back to the first page.
 */
export function useActivityListState(store: QueryParamStore): ActivityListState {
  const { page, pageSize, offset, setPage, setPageSize } = useListState({ ...ACTIVITY_LIST_VIEW, store });
  const { activityType } = activityListViewOf(store.params);
  const { update } = store;
  const setActivityType = useCallback(
    (next: ActivityTypeFilter) =>
      update(
        { [ACTIVITY_TYPE_KEY]: next === ALL_ACTIVITY_TYPES ? null : next, page: null },
        { replace: false },
      ),
    [update],
  );
  return useMemo(
    () => ({ activityType, page, pageSize, offset, setActivityType, setPage, setPageSize }),
    [activityType, page, pageSize, offset, setActivityType, setPage, setPageSize],
  );
}
