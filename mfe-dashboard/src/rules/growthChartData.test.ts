import { CHART_HEIGHT, GROWTH_SERIES, growthSeriesOrder, toGrowthChartData } from './growthChartData';

describe('toGrowthChartData', () => {
  it('labels each month with its short name and year and keeps the counts', () => {
    expect(
      toGrowthChartData([
        { month: '2025-03', userCount: 12, activeUsers: 9, organisationCount: 4 },
        { month: '2025-12', userCount: 0, activeUsers: 0, organisationCount: 1 },
      ]),
    ).toEqual([
      { month: 'Mar 2025', newUsers: 12, activeUsers: 9, organisations: 4 },
      { month: 'Dec 2025', newUsers: 0, activeUsers: 0, organisations: 1 },
    ]);
  });

  it('counts missing active users as 0', () => {
    const [missing, unknown] = toGrowthChartData([
      { month: '2024-01', userCount: 3, organisationCount: 2 },
      { month: '2024-02', userCount: 5, activeUsers: null, organisationCount: 2 },
    ]);
    expect(missing?.activeUsers).toBe(0);
    expect(unknown?.activeUsers).toBe(0);
  });

  it('has no rows without growth data', () => {
    expect(toGrowthChartData([])).toEqual([]);
  });
});

describe('growthSeriesOrder', () => {
  it("orders the tooltip's series as the legend and the spec name them", () => {
    const tooltipItems = ['activeUsers', 'organisations', 'newUsers'].map((dataKey) => ({ dataKey }));
    const sorted = [...tooltipItems].sort(
      (a, b) => growthSeriesOrder(a.dataKey) - growthSeriesOrder(b.dataKey),
    );
    const names = sorted.map(({ dataKey }) => GROWTH_SERIES.find((series) => series.key === dataKey)?.name);
    expect(names).toEqual(['New Users', 'Active Users', 'Organisations']);
  });
});

// The chart height of docs/product.md "Numbers", by value: the growth card holds it while loading and the chart fills it.
test('the growth chart is 300 px high', () => {
  expect(CHART_HEIGHT).toBe(300);
});
