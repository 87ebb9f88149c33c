import { PageActions, RefreshButton, Stack, Typography } from '@portal/ui';
import ActivityList from '../ActivityList';

const ALL_SCOPE = { kind: 'all' } as const;

/** /app/activities: every activity, with its filter and page in the URL. */
export function ActivitiesPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Activities
      </Typography>
      <PageActions>
        <RefreshButton />
      </PageActions>
      <ActivityList scope={ALL_SCOPE} showUser showOrganisation stateInUrl />
    </Stack>
  );
}
