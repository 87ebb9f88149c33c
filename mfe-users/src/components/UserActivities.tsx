import type { ActivityScope } from '@portal/api';
import { RemoteModule, RemoteUnavailable } from '@portal/ui';

/** The props contract of the activities remote's exposed ./ActivityList. */
interface ActivityListProps {
  scope: ActivityScope;
  showUser: boolean;
  showOrganisation: boolean;
  limit?: number;
}

export const ACTIVITIES_UNAVAILABLE_TEXT = 'Recent activities are unavailable right now.';

/**
 * The user's activities, drawn and paged by the activities remote (user column hidden, organisation
 * shown). If that remote is down the rest of the page still works: a note with a Retry replaces it.
 */
export function UserActivities({ userId }: { userId: string }) {
  return (
    <RemoteModule<ActivityListProps>
      id="activities/ActivityList"
      props={{
        scope: { kind: 'user', id: userId },
        showUser: false,
        showOrganisation: true,
      }}
      renderError={(retry) => <RemoteUnavailable message={ACTIVITIES_UNAVAILABLE_TEXT} onRetry={retry} />}
    />
  );
}
