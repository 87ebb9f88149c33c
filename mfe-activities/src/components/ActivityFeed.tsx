import type { ActivityListItem } from '@portal/contract/activities';
import type { ListState } from '@portal/list-state';
import { listPaging, QueryTable, type Column, type TableSort } from '@portal/ui';
import { ACTIVITIES_ERROR_TEXT, type useAdminActivities } from '../api/activities';
import type { ActivitiesSortField } from '../api/paths';
import { ACTIVITY_PAGE_SIZES } from '../rules/activityListView';

const EMPTY_ACTIVITIES_TEXT = 'No activities found';

interface ActivityFeedProps {
  result: ReturnType<typeof useAdminActivities>;
  columns: readonly Column<ActivityListItem, ActivitiesSortField>[];
  /** The page the feed is on; without it the feed shows just the rows it was given (the dashboard's latest ten). */
  list?: ListState;
  /** Sortable headers, where the feed is browsable. */
  sort?: TableSort<ActivitiesSortField>;
}

/** One answer of the activity feed as a table, a spinner or the red error text. */
export function ActivityFeed({ result, columns, list, sort }: ActivityFeedProps) {
  return (
    <QueryTable
      label="Activities"
      query={result}
      rowsOf={(data) => data.activities}
      errorText={ACTIVITIES_ERROR_TEXT}
      loadingLabel="Loading activities"
      columns={columns}
      rowKey={({ activity }) => activity.id}
      emptyText={EMPTY_ACTIVITIES_TEXT}
      sort={sort}
      pagingOf={list && ((data) => listPaging(list, data.total, ACTIVITY_PAGE_SIZES))}
    />
  );
}
