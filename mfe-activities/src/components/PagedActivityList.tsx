import { useAdminActivities, type ActivityListItem, type ActivityScope } from '@portal/api';
import { Stack, useMemoryQueryParams, useUrlQueryParams, type Column } from '@portal/ui';
import { activityTypeOptions } from '../activityTypeFilter';
import { ACTIVITY_PAGE_SIZES } from '../activityListView';
import { useActivityListState } from '../hooks/useActivityListState';
import { ActivityFeed } from './ActivityFeed';
import { ActivityTypeFilter } from './ActivityTypeFilter';

interface PagedActivityListProps {
  scope: ActivityScope;
  columns: readonly Column<ActivityListItem>[];
  stateInUrl: boolean;
}

/** The browsable feed: type filter, table and pagination. */
export function PagedActivityList({ scope, columns, stateInUrl }: PagedActivityListProps) {
  const urlParams = useUrlQueryParams();
  const memoryParams = useMemoryQueryParams();
  const view = useActivityListState(stateInUrl ? urlParams : memoryParams);
  const page = { limit: view.pageSize, offset: view.offset };
  const result = useAdminActivities(scope, { ...page, activityType: view.activityType });
  // The filter offers the types of the unfiltered page; with no filter this is the same request.
  const unfiltered = useAdminActivities(scope, page);
  const options = activityTypeOptions(unfiltered.data?.activities ?? [], view.activityType);

  return (
    <Stack spacing={2}>
      {options.length > 0 && (
        <ActivityTypeFilter value={view.activityType} options={options} onChange={view.setActivityType} />
      )}
      <ActivityFeed
        result={result}
        columns={columns}
        paging={{
          page: view.page,
          pageSize: view.pageSize,
          pageSizes: ACTIVITY_PAGE_SIZES,
          onPageChange: view.setPage,
          onPageSizeChange: view.setPageSize,
        }}
      />
    </Stack>
  );
}
