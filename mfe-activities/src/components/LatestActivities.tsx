import type { ActivityListItem } from '@portal/api';
import type { ActivityScope, Column } from '@portal/ui';
import { useAdminActivities } from '../api/activities';
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
