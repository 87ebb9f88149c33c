import { Grid, QueryState } from '@portal/ui';
import { STATISTICS_ERROR_TEXT, useDashboardStatistics } from '../api/dashboardStatistics';
import { StatCard } from './StatCard';
import { statCardModels } from '../rules/statCardModels';

/** The four stat cards; their figures come from one load that succeeds or fails as a whole. */
export function StatCards() {
  return (
    <QueryState
      query={useDashboardStatistics()}
      errorText={STATISTICS_ERROR_TEXT}
      loadingLabel="Loading statistics"
    >
      {(statistics) => (
        <Grid container spacing={2}>
          {statCardModels(statistics).map((card) => (
            <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <StatCard {...card} />
            </Grid>
          ))}
        </Grid>
      )}
    </QueryState>
  );
}
