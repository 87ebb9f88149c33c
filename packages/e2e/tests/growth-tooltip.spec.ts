// The growth chart's tooltip lists the series in the legend's order (spec: New Users, Active
// Users, Organisations), with the month's figures as the API has them, in the portal's count format.
import type { GrowthResponse } from '@portal/contract/dashboard';
import { expect, test } from './fixtures';

const SERIES = ['New Users', 'Active Users', 'Organisations'];

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-AU', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test("the tooltip lists the series in the legend's order with the month's figures", async ({
  adminPage: page,
  api,
  pageErrors,
}) => {
  pageErrors.watch(page);
  const { growth } = await api.get<GrowthResponse>('/admin/growth');
  await page.goto('/app');
  const chart = page.getByRole('region', { name: 'Growth Over Time' });
  await expect(chart.locator('svg .recharts-line path.recharts-line-curve')).toHaveCount(3);
  await expect(chart.locator('.recharts-legend-item-text')).toHaveText(SERIES);

  // Over the right end of the plot: the latest month.
  const plot = await chart.locator('.recharts-cartesian-grid').boundingBox();
  if (!plot) throw new Error('The chart has no plot area');
  await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2);

  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip.locator('.recharts-tooltip-item-name')).toHaveText(SERIES);
  const label = await tooltip.locator('.recharts-tooltip-label').textContent();
  const point = growth.find(({ month }) => monthLabel(month) === label);
  if (!point) throw new Error(`No growth month is labelled ${label}`);
  await expect(tooltip.locator('.recharts-tooltip-item-value')).toHaveText(
    [point.userCount, point.activeUsers ?? 0, point.organisationCount].map((value) =>
      value.toLocaleString('en-AU'),
    ),
  );
});
