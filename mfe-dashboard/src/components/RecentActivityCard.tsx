import { API_LIMITS } from '@portal/api';
import { Link } from '@portal/router';
import { Button, CardContent, paths, RemoteModule, RemoteUnavailable, SectionCard } from '@portal/ui';

const RECENT_ACTIVITY_UNAVAILABLE_TEXT = 'Recent activity is unavailable right now.';

// The activities remote's ActivityListProps: the latest ten across the product, no paging or filter.
const LATEST_ACTIVITIES = {
  scope: { kind: 'all' },
  showUser: true,
  showOrganisation: true,
  limit: API_LIMITS.recentActivityLimit,
} as const;

/** 'Recent Activity' through the activities remote; if that remote is down only this card says so. */
export function RecentActivityCard() {
  return (
    <SectionCard
      title="Recent Activity"
      action={
        <Button component={Link} to={paths.activities} size="small">
          View All
        </Button>
      }
    >
      <CardContent>
        <RemoteModule
          id="activities/ActivityList"
          props={LATEST_ACTIVITIES}
          renderError={(retry) => (
            <RemoteUnavailable message={RECENT_ACTIVITY_UNAVAILABLE_TEXT} onRetry={retry} />
          )}
        />
      </CardContent>
    </SectionCard>
  );
}
