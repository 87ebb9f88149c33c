import type { ActivityListItem } from '@portal/contract/activities';
import {
  useListFilters,
  useListState,
  useMemoryQueryParams,
  useSortState,
  useUrlQueryParams,
} from '@portal/list-state';
import {
  ExportCsvButton,
  ListFilterFields,
  PageActions,
  Stack,
  type ActivityScope,
  type Column,
} from '@portal/ui';
import { adminActivitiesCsvPath, useAdminActivities } from '../api/activities';
import { ACTIVITIES_SORT_FIELDS, pagedActivitiesQueries, type ActivitiesSortField } from '../api/paths';
import { ACTIVITY_LIST_VIEW } from '../rules/activityListView';
import { ACTIVITY_FILTERS, activityTypeOptions, shownActivityTypeFilter } from '../rules/activityTypeFilter';
import { ActivityFeed } from './ActivityFeed';

interface PagedActivityListProps {
  scope: ActivityScope;
  columns: readonly Column<ActivityListItem, ActivitiesSortField>[];
  stateInUrl: boolean;
}

/**
 * The browsable feed: type filter, table and pagination, kept in the URL query on the Activities
 * page and in memory where the list is embedded. A new filter or page size goes back to the first page.
 */
export function PagedActivityList({ scope, columns, stateInUrl }: PagedActivityListProps) {
  const urlParams = useUrlQueryParams();
  const memoryParams = useMemoryQueryParams();
  const store = stateInUrl ? urlParams : memoryParams;
  const list = useListState({ ...ACTIVITY_LIST_VIEW, store });
  const filters = useListFilters(ACTIVITY_FILTERS, store);
  const sort = useSortState(ACTIVITIES_SORT_FIELDS, store);
  const activityType = filters.values.type;
  const queries = pagedActivitiesQueries({ ...list, activityType }, sort);
  const result = useAdminActivities(scope, queries.filtered);
  const unfiltered = useAdminActivities(scope, queries.unfiltered);
  const options = activityTypeOptions(unfiltered.data?.activities ?? [], activityType);
  const csvPath = adminActivitiesCsvPath(scope, { activityType, sort: sort.sort, order: sort.order });

  return (
    <Stack spacing={2}>
      <PageActions>
        <ListFilterFields state={{ ...filters, filters: [shownActivityTypeFilter(options)] }} />
        {csvPath && <ExportCsvButton path={csvPath} name="activities" />}
      </PageActions>
      <ActivityFeed result={result} columns={columns} list={list} sort={sort} />
    </Stack>
  );
}
