import { CardContent, EmbeddedActivityList, SectionCard } from '@portal/ui';

/** The activities remote's list, scoped to the organisation: user column shown, organisation hidden. */
export function RecentActivities({ organisationId }: { organisationId: string }) {
  return (
    <SectionCard title="Recent Activities">
      <CardContent>
        <EmbeddedActivityList
          scope={{ kind: 'organisation', id: organisationId }}
          showUser
          showOrganisation={false}
        />
      </CardContent>
    </SectionCard>
  );
}
