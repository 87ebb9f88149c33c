import { useAdminActivities, type ActivityListItem, type ActivityScope } from '@portal/api';
import type { Column } from '@portal/ui';
import { ActivityFeed } from './ActivityFeed';

interface LatestActivitiesProps {
  scope: ActivityScope;
  limit: number;
  columns: readonly Column<ActivityListItem>[];
}

/** The newest `limit` activities, without filter or paging (the dashboard's Recent Activity). */
export function LatestActivities({ scope, limit, columns }: LatestActivitiesProps) {
  return <ActivityFeed result={useAdminActivities(scope, { limit })} columns={columns} />;
}
