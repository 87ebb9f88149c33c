import {
  adminActivitiesCsvPath,
  useAdminActivities,
  type ActivityListItem,
  type ActivityScope,
} from '@portal/api';
import {
  ExportCsvButton,
  PageActions,
  Stack,
  useMemoryQueryParams,
  useSortState,
  useUrlQueryParams,
  type Column,
} from '@portal/ui';
import { activityTypeOptions } from '../rules/activityTypeFilter';
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
  const store = stateInUrl ? urlParams : memoryParams;
  const view = useActivityListState(store);
  const sort = useSortState('activities', store);
  const page = { limit: view.pageSize, offset: view.offset, sort: sort.sort, order: sort.order };
  const result = useAdminActivities(scope, { ...page, activityType: view.activityType });
  // The filter offers the types of the unfiltered page; with no filter this is the same request.
  const unfiltered = useAdminActivities(scope, page);
  const options = activityTypeOptions(unfiltered.data?.activities ?? [], view.activityType);
  const csvPath = adminActivitiesCsvPath(scope, {
    activityType: view.activityType,
    sort: sort.sort,
    order: sort.order,
  });

  return (
    <Stack spacing={2}>
      <PageActions>
        {options.length > 0 && (
          <ActivityTypeFilter value={view.activityType} options={options} onChange={view.setActivityType} />
        )}
        {csvPath && <ExportCsvButton path={csvPath} name="activities" />}
      </PageActions>
      <ActivityFeed result={result} columns={columns} list={view} sort={sort} />
    </Stack>
  );
}
