import type { GrowthPoint } from '@portal/contract/dashboard';
import { formatMonth } from '@portal/ui';

// Kept apart from GrowthChart.tsx so the page can use it without pulling recharts into its chunk.
export const CHART_HEIGHT = 300;

export interface GrowthChartPoint {
  /** 'Mar 2025' */
  month: string;
  newUsers: number;
  activeUsers: number;
  organisations: number;
}

/** The chart's three series, with the theme palette colour each is drawn in. */
export const GROWTH_SERIES = [
  { key: 'newUsers', name: 'New Users', color: 'primary' },
  { key: 'activeUsers', name: 'Active Users', color: 'success' },
  { key: 'organisations', name: 'Organisations', color: 'warning' },
] as const;

/** A series' place in GROWTH_SERIES, so the tooltip lists the series in the legend's order. */
export function growthSeriesOrder(dataKey: unknown): number {
  return GROWTH_SERIES.findIndex((series) => series.key === dataKey);
}

/** Growth points as chart rows: short month and year on the axis, 0 active users where unknown. */
export function toGrowthChartData(growth: readonly GrowthPoint[]): GrowthChartPoint[] {
  return growth.map((point) => ({
    month: formatMonth(point.month),
    newUsers: point.userCount,
    activeUsers: point.activeUsers ?? 0,
    organisations: point.organisationCount,
  }));
}
