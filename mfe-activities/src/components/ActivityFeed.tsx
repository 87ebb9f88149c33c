import { ACTIVITIES_ERROR_TEXT, type ActivityListItem, type useAdminActivities } from '@portal/api';
import { DataTable, listPaging, QueryState, type Column } from '@portal/ui';
import { ACTIVITY_PAGE_SIZES, type ActivityListState } from '../hooks/useActivityListState';

const EMPTY_ACTIVITIES_TEXT = 'No activities found';

interface ActivityFeedProps {
  result: ReturnType<typeof useAdminActivities>;
  columns: readonly Column<ActivityListItem>[];
  /** The page the feed is on; without it the feed shows just the rows it was given (the dashboard's latest ten). */
  list?: ActivityListState;
}

/** One answer of the activity feed as a table, a spinner or the red error text. */
export function ActivityFeed({ result, columns, list }: ActivityFeedProps) {
  return (
    <QueryState query={result} errorText={ACTIVITIES_ERROR_TEXT} loadingLabel="Loading activities">
      {(data) => (
        <DataTable
          label="Activities"
          columns={columns}
          rows={data.activities}
          rowKey={({ activity }) => activity.id}
          emptyText={EMPTY_ACTIVITIES_TEXT}
          paging={list && listPaging(list, data.total, ACTIVITY_PAGE_SIZES)}
          // With keepPreviousData the last page stays visible, dimmed, while the next one loads.
          stale={result.isLoading}
        />
      )}
    </QueryState>
  );
}
