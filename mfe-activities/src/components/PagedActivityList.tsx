import type { ActivityListItem } from '@portal/api';
import {
  ExportCsvButton,
  PageActions,
  Stack,
  useMemoryQueryParams,
  useSortState,
  useUrlQueryParams,
  type ActivityScope,
  type Column,
} from '@portal/ui';
import {
  ACTIVITIES_SORT_FIELDS,
  adminActivitiesCsvPath,
  pagedActivitiesQueries,
  useAdminActivities,
} from '../api/activities';
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
  const sort = useSortState(ACTIVITIES_SORT_FIELDS, store);
  const queries = pagedActivitiesQueries(view, sort);
  const result = useAdminActivities(scope, queries.filtered);
  const unfiltered = useAdminActivities(scope, queries.unfiltered);
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
