import { Box, useTheme } from '@portal/ui';
import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, GROWTH_SERIES, type GrowthChartPoint } from '../rules/growthChartData';

// Room for the legend's one line of series names, under the plot.
const LEGEND_HEIGHT = 28;

/**
 * The growth line chart (recharts). Its legend is drawn under the plot, in an element of its own
 * (recharts' `portal`), not inside the chart's box: a legend inside measures itself once drawn and
 * makes the whole chart draw again, twice, on every first load.
 */
export function GrowthChart({ points }: { points: readonly GrowthChartPoint[] }) {
  const { palette } = useTheme();
  const [legendElement, setLegendElement] = useState<HTMLElement | null>(null);
  const axisTick = { fill: palette.text.secondary, fontSize: 12 };
  // Each series' colour is in its line and legend icon; its name is in the text colour, as the
  // orange of Organisations is too light for text on the card.
  const legendLabel = (name: string) => <span style={{ color: palette.text.primary }}>{name}</span>;
  return (
    <>
      <LineChart
        responsive
        data={[...points]}
        style={{ width: '100%', height: CHART_HEIGHT - LEGEND_HEIGHT }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={palette.divider} />
        <XAxis dataKey="month" tick={axisTick} stroke={palette.divider} />
        <YAxis allowDecimals={false} tick={axisTick} stroke={palette.divider} />
        <Tooltip
          contentStyle={{ backgroundColor: palette.background.paper, borderColor: palette.divider }}
          labelStyle={{ color: palette.text.primary }}
        />
        {/* In series order, not recharts' alphabetical default. */}
        <Legend itemSorter={null} portal={legendElement} formatter={legendLabel} />
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
      <Box
        ref={setLegendElement}
        sx={{ height: LEGEND_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      />
    </>
  );
}
