import { Stack, Typography } from '@portal/ui';
import { GrowthCard } from '../components/GrowthCard';
import { RecentActivityCard } from '../components/RecentActivityCard';
import { StatCards } from '../components/StatCards';

/** /app: the stat cards, the growth chart and the latest activity. */
export function DashboardPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <StatCards />
      <GrowthCard />
      <RecentActivityCard />
    </Stack>
  );
}
