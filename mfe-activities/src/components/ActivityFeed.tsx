import { ACTIVITIES_ERROR_TEXT, type ActivityListItem, type useAdminActivities } from '@portal/api';
import { DataTable, ErrorText, LoadingState, type Column, type TablePaging } from '@portal/ui';

const EMPTY_ACTIVITIES_TEXT = 'No activities found';

interface ActivityFeedProps {
  result: ReturnType<typeof useAdminActivities>;
  columns: readonly Column<ActivityListItem>[];
  /** Without it the feed shows just the rows it was given (the dashboard's latest ten). */
  paging?: Omit<TablePaging, 'total'>;
}

/** One answer of the activity feed as a table, a spinner or the red error text. */
export function ActivityFeed({ result: { data, error, isLoading }, columns, paging }: ActivityFeedProps) {
  if (error) return <ErrorText error={error}>{ACTIVITIES_ERROR_TEXT}</ErrorText>;
  if (!data) return <LoadingState label="Loading activities" />;
  return (
    <DataTable
      label="Activities"
      columns={columns}
      rows={data.activities}
      rowKey={({ activity }) => activity.id}
      emptyText={EMPTY_ACTIVITIES_TEXT}
      paging={paging && { ...paging, total: data.total }}
      // With keepPreviousData the last page stays visible, dimmed, while the next one loads.
      stale={isLoading}
    />
  );
}
