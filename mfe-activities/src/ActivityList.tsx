import type { ActivityListProps } from '@portal/ui';
import { useMemo } from 'react';
import { activityColumns } from './components/activityColumns';
import { LatestActivities } from './components/LatestActivities';
import { PagedActivityList } from './components/PagedActivityList';

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
