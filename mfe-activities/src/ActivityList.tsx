import { adoptPrerenderedStyles, type ActivityListProps } from '@portal/ui';
import { useMemo } from 'react';
import { activityColumns } from './components/activityColumns';
import { LatestActivities } from './components/LatestActivities';
import { PagedActivityList } from './components/PagedActivityList';
import prerenderedStyles from './styleSample?prerendered-styles';

// The activities page's CSS, its filter and table, adopted before any activity list renders: the
// page's own, and one embedded in another section's page (on the dashboard, 23 rules emotion
// would otherwise compile and insert one by one).
adoptPrerenderedStyles(prerenderedStyles);

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
