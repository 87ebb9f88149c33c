import { Button, CardContent, RemoteModule, SectionCard, Stack, Typography } from '@portal/ui';

const ACTIVITIES_UNAVAILABLE_TEXT = 'Recent activities are unavailable right now.';

/** The activities remote's list, scoped to the organisation; an outage there stays inside this card. */
export function RecentActivities({ organisationId }: { organisationId: string }) {
  return (
    <SectionCard title="Recent Activities">
      <CardContent>
        <RemoteModule
          id="activities/ActivityList"
          props={{
            scope: { kind: 'organisation', id: organisationId },
            showUser: true,
            showOrganisation: false,
          }}
          renderError={(retry) => (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography color="text.secondary">{ACTIVITIES_UNAVAILABLE_TEXT}</Typography>
              <Button size="small" onClick={retry}>
                Retry
              </Button>
            </Stack>
          )}
        />
      </CardContent>
    </SectionCard>
  );
}
