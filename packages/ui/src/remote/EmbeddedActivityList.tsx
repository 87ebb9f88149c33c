import { RemoteModule } from './RemoteModule';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Whose activities a list shows: every one, or one organisation's or one user's. */
export type ActivityScope =
  { kind: 'all' } | { kind: 'organisation'; id: string } | { kind: 'user'; id: string };

/** The props contract of the activities remote's exposed ./ActivityList. */
export interface ActivityListProps {
  scope: ActivityScope;
  showUser: boolean;
  showOrganisation: boolean;
  /** A fixed number of latest activities without paging or filter (dashboard: 10). */
  limit?: number;
  /** Keep filter, page and page size in the URL query (the Activities page only). */
  stateInUrl?: boolean;
}

export const ACTIVITIES_UNAVAILABLE_TEXT = 'Recent activities are unavailable right now.';

/**
 * The activities remote's list embedded in another section. If that remote is down, only this
 * spot says so (with a Retry); the page around it keeps working.
 */
export function EmbeddedActivityList(props: ActivityListProps) {
  return (
    <RemoteModule<ActivityListProps>
      id="activities/ActivityList"
      props={props}
      renderError={(retry) => <RemoteUnavailable message={ACTIVITIES_UNAVAILABLE_TEXT} onRetry={retry} />}
    />
  );
}
