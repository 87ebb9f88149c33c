import { API_LIMITS } from '@portal/contract';
import { Link } from '@portal/router';
import { Button, CardContent, EmbeddedActivityList, paths, SectionCard } from '@portal/ui';

/** 'Recent Activity': the latest ten across the product, from the activities remote. */
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
        <EmbeddedActivityList
          scope={{ kind: 'all' }}
          showUser
          showOrganisation
          limit={API_LIMITS.recentActivityLimit}
        />
      </CardContent>
    </SectionCard>
  );
}
