import { useTheme } from '@portal/ui';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, GROWTH_SERIES, type GrowthChartPoint } from '../rules/growthChartData';

/** The growth line chart (recharts). */
export function GrowthChart({ points }: { points: readonly GrowthChartPoint[] }) {
  const { palette } = useTheme();
  const axisTick = { fill: palette.text.secondary, fontSize: 12 };
  return (
    <LineChart responsive data={[...points]} style={{ width: '100%', height: CHART_HEIGHT }}>
      <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
      <XAxis dataKey="month" tick={axisTick} stroke={palette.divider} />
      <YAxis allowDecimals={false} tick={axisTick} stroke={palette.divider} />
      <Tooltip
        contentStyle={{ backgroundColor: palette.background.paper, borderColor: palette.divider }}
        labelStyle={{ color: palette.text.primary }}
      />
      {/* In series order, not recharts' alphabetical default. */}
      <Legend itemSorter={null} />
      {GROWTH_SERIES.map((series) => (
        <Line
          key={series.key}
          type="monotone"
          dataKey={series.key}
          name={series.name}
          stroke={palette[series.color].main}
          strokeWidth={2}
          dot={false}
        />
      ))}
    </LineChart>
  );
}
