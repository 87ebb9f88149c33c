import type { ActivityListItem } from '@portal/contract/activities';
import type { ActivityScope, Column } from '@portal/ui';
import { useAdminActivities } from '../api/activities';
import type { ActivitiesSortField } from '../api/paths';
import { ActivityFeed } from './ActivityFeed';

interface LatestActivitiesProps {
  scope: ActivityScope;
  limit: number;
  /** The feed's columns; the latest activities are not sortable, so their sort fields go unused. */
  columns: readonly Column<ActivityListItem, ActivitiesSortField>[];
}

/** The newest `limit` activities, without filter or paging (the dashboard's Recent Activity). */
export function LatestActivities({ scope, limit, columns }: LatestActivitiesProps) {
  return <ActivityFeed result={useAdminActivities(scope, { limit })} columns={columns} />;
}
