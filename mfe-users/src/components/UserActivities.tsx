import { API_LIMITS, type ActivityScope } from '@portal/api';
import { Button, RemoteModule, Stack, Typography } from '@portal/ui';

/** The props contract of the activities remote's exposed ./ActivityList. */
interface ActivityListProps {
  scope: ActivityScope;
  showUser: boolean;
  showOrganisation: boolean;
  limit?: number;
}

export const ACTIVITIES_UNAVAILABLE_TEXT = 'Recent activities are unavailable right now.';

/**
 * The user's recent activities, drawn by the activities remote. If that remote is down the rest
 * of the page still works: a short note with a Retry replaces the list.
 */
export function UserActivities({ userId }: { userId: string }) {
  return (
    <RemoteModule<ActivityListProps>
      id="activities/ActivityList"
      props={{
        scope: { kind: 'user', id: userId },
        showUser: false,
        showOrganisation: true,
        limit: API_LIMITS.recentActivityLimit,
      }}
      renderError={(retry) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          <Typography color="text.secondary">{ACTIVITIES_UNAVAILABLE_TEXT}</Typography>
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        </Stack>
      )}
    />
  );
}
