import { Box, formatCount, useTheme } from '@portal/ui';
import { useState } from 'react';
import {
  type BaseTickContentProps,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CHART_HEIGHT,
  GROWTH_SERIES,
  growthSeriesOrder,
  type GrowthChartPoint,
} from '../rules/growthChartData';

// Room for the legend's one line of series names, under the plot.
const LEGEND_HEIGHT = 28;
const AXIS_FONT_SIZE = 12;

// Where a label sits against its tick, as recharts' own labels place one line of text.
const LABEL_OFFSET = { start: '0.71em', middle: '0.355em', end: 0 } as const;

/**
 * An axis label as plain SVG text. recharts' own label measures each of its words in the DOM, and
 * once drawn it reads its computed font, which draws both axes a second time on every first load.
 * Without those, recharts spaces the labels by their width in the page's font, a little larger
 * than theirs: never crowded.
 */
function AxisLabel({
  x,
  y,
  textAnchor,
  verticalAnchor,
  payload,
  index,
  tickFormatter,
  fill,
}: BaseTickContentProps) {
  return (
    <text
      x={x}
      y={y}
      dy={LABEL_OFFSET[verticalAnchor]}
      textAnchor={textAnchor}
      fill={fill}
      fontSize={AXIS_FONT_SIZE}
    >
      {tickFormatter ? tickFormatter(payload.value, index) : payload.value}
    </text>
  );
}

/**
 * The growth line chart (recharts). Its legend is drawn under the plot, in an element of its own
 * (recharts' `portal`), not inside the chart's box: a legend inside measures itself once drawn and
 * makes the whole chart draw again, twice, on every first load.
 */
export function GrowthChart({ points }: { points: readonly GrowthChartPoint[] }) {
  const { palette } = useTheme();
  const [legendElement, setLegendElement] = useState<HTMLElement | null>(null);
  const axisLabel = (props: BaseTickContentProps) => <AxisLabel {...props} fill={palette.text.secondary} />;
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
        <XAxis dataKey="month" tick={axisLabel} stroke={palette.divider} />
        <YAxis allowDecimals={false} tick={axisLabel} tickFormatter={formatCount} stroke={palette.divider} />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatCount(value) : value)}
          // In the legend's order, not recharts' alphabetical default.
          itemSorter={(item) => growthSeriesOrder(item.dataKey)}
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
            // Drawn whole at once: staff read the figures, and a line drawn over 1.5 s is not there
            // yet when the page has loaded (recharts also measures each line's length to draw it).
            isAnimationActive={false}
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
