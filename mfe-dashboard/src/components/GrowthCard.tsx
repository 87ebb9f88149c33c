import { Box, CardContent, EmptyText, ErrorText, LoadingState, SectionCard } from '@portal/ui';
// recharts comes with the dashboard's own code (only this remote has it): a chart loaded later
// would suspend the page a second time, and React holds a shown fallback for at least 300 ms.
import { GROWTH_ERROR_TEXT, useAdminGrowth } from '../api/growth';
import { GrowthChart } from './GrowthChart';
import { CHART_HEIGHT, toGrowthChartData } from '../rules/growthChartData';

const EMPTY_GROWTH_TEXT = 'No growth data available';

function GrowthBody() {
  const { data, error } = useAdminGrowth();
  if (error) return <ErrorText error={error}>{GROWTH_ERROR_TEXT}</ErrorText>;
  if (data?.growth.length === 0) return <EmptyText>{EMPTY_GROWTH_TEXT}</EmptyText>;
  const loading = <LoadingState label="Loading growth data" />;
  return (
    // The chart's height is held while the data loads, so the page below does not jump.
    <Box sx={{ height: CHART_HEIGHT }}>
      {data ? <GrowthChart points={toGrowthChartData(data.growth)} /> : loading}
    </Box>
  );
}

/** 'Growth Over Time': new users, active users and organisations per month. */
export function GrowthCard() {
  return (
    <SectionCard title="Growth Over Time">
      <CardContent>
        <GrowthBody />
      </CardContent>
    </SectionCard>
  );
}
