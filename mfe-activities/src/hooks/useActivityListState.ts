import { ALL_ACTIVITY_TYPES } from '@portal/api';
import { useListState, type QueryParamStore } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { parseActivityTypeFilter, type ActivityTypeFilter } from '../rules/activityTypeFilter';

/** Spec section 9: 25, 50 and 100, starting at 10; 10 is offered too so it can be chosen again. */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
const INITIAL_ACTIVITY_PAGE_SIZE = 10;
const TYPE_KEY = 'type';

export interface ActivityListState {
  activityType: ActivityTypeFilter;
  /** Zero-based. */
  page: number;
  pageSize: number;
  offset: number;
  setActivityType: (activityType: ActivityTypeFilter) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * The activity list's filter, page and page size, kept in `store` (the URL query on the Activities
 * page, memory where the list is embedded). A new filter or page size goes back to the first page.
 */
export function useActivityListState(store: QueryParamStore): ActivityListState {
  const { page, pageSize, offset, setPage, setPageSize } = useListState({
    defaultPageSize: INITIAL_ACTIVITY_PAGE_SIZE,
    pageSizes: ACTIVITY_PAGE_SIZES,
    store,
  });
  const activityType = parseActivityTypeFilter(store.params.get(TYPE_KEY));
  const { update } = store;
  const setActivityType = useCallback(
    (next: ActivityTypeFilter) =>
      update({ [TYPE_KEY]: next === ALL_ACTIVITY_TYPES ? null : next, page: null }, { replace: false }),
    [update],
  );
  return useMemo(
    () => ({ activityType, page, pageSize, offset, setActivityType, setPage, setPageSize }),
    [activityType, page, pageSize, offset, setActivityType, setPage, setPageSize],
  );
}
