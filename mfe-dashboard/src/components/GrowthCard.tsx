import { GROWTH_ERROR_TEXT, useAdminGrowth } from '@portal/api';
import { Box, CardContent, EmptyText, ErrorText, LoadingState, SectionCard } from '@portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { CHART_HEIGHT, toGrowthChartData } from '../rules/growthChartData';

const EMPTY_GROWTH_TEXT = 'No growth data available';

// recharts lives in GrowthChart's own chunk: it never delays the stat cards or ships to other routes.
const loadGrowthChart = () => import('./GrowthChart');
const GrowthChart = lazy(loadGrowthChart);

function GrowthBody() {
  const { data, error } = useAdminGrowth();
  if (error) return <ErrorText error={error}>{GROWTH_ERROR_TEXT}</ErrorText>;
  if (data?.growth.length === 0) return <EmptyText>{EMPTY_GROWTH_TEXT}</EmptyText>;
  const loading = <LoadingState label="Loading growth data" />;
  return (
    // The chart's height is held while data and code load, so the page below does not jump.
    <Box sx={{ height: CHART_HEIGHT }}>
      {data ? (
        <Suspense fallback={loading}>
          <GrowthChart points={toGrowthChartData(data.growth)} />
        </Suspense>
      ) : (
        loading
      )}
    </Box>
  );
}

/** 'Growth Over Time': new users, active users and organisations per month. */
export function GrowthCard() {
  // Fetch the chart code while the data loads; effects run after paint, so the cards come first.
  useEffect(() => {
    void loadGrowthChart();
  }, []);
  return (
    <SectionCard title="Growth Over Time">
      <CardContent>
        <GrowthBody />
      </CardContent>
    </SectionCard>
  );
}
