import { STATISTICS_ERROR_TEXT, useDashboardStatistics } from '@portal/api';
import { ErrorText, Grid, LoadingState } from '@portal/ui';
import { StatCard } from './StatCard';
import { statCards } from './statCards';

/** The four stat cards; their figures come from one load that succeeds or fails as a whole. */
export function StatCards() {
  const { data, error } = useDashboardStatistics();
  if (error) return <ErrorText error={error}>{STATISTICS_ERROR_TEXT}</ErrorText>;
  if (!data) return <LoadingState label="Loading statistics" />;
  return (
    <Grid container spacing={2}>
      {statCards(data).map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
