import { PageHeading, RefreshButton, Stack } from '@portal/ui';
import ActivityList from '../ActivityList';

const ALL_SCOPE = { kind: 'all' } as const;

/** /app/activities: every activity, with its filter and page in the URL. */
export function ActivitiesPage() {
  return (
    <Stack spacing={3}>
      <PageHeading title="Activities">
        <RefreshButton />
      </PageHeading>
      <ActivityList scope={ALL_SCOPE} showUser showOrganisation stateInUrl />
    </Stack>
  );
}
