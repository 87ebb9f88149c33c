import { STATISTICS_ERROR_TEXT } from './dashboardStatistics';
import { GROWTH_ERROR_TEXT } from './growth';

it("the dashboard's calls fail with the error texts of docs/product.md", () => {
  expect([GROWTH_ERROR_TEXT, STATISTICS_ERROR_TEXT]).toEqual([
    'Failed to fetch growth data',
    'Failed to fetch statistics',
  ]);
});
