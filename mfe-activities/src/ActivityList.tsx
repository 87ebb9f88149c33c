import type { ActivityScope } from '@portal/api';
import { useMemo } from 'react';
import { activityColumns } from './components/activityColumns';
import { LatestActivities } from './components/LatestActivities';
import { PagedActivityList } from './components/PagedActivityList';

export interface ActivityListProps {
  scope: ActivityScope;
  showUser: boolean;
  showOrganisation: boolean;
  /** A fixed number of latest activities without paging or filter (dashboard: 10). */
  limit?: number;
  /** Keep filter, page and page size in the URL query (Activities page only). */
  stateInUrl?: boolean;
}

/**
 * Every activity list of the portal (exposed as ./ActivityList): all activities, or one
 * organisation's or user's, either browsable (filter and paging) or just the latest `limit`.
 */
export default function ActivityList({
  scope,
  showUser,
  showOrganisation,
  limit,
  stateInUrl = false,
}: ActivityListProps) {
  const columns = useMemo(
    () => activityColumns({ showUser, showOrganisation }),
    [showUser, showOrganisation],
  );
  return limit === undefined ? (
    <PagedActivityList scope={scope} columns={columns} stateInUrl={stateInUrl} />
  ) : (
    <LatestActivities scope={scope} limit={limit} columns={columns} />
  );
}
