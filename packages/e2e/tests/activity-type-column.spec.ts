// The activities table's Type column is 120 px wide (spec), whatever type its badges name: the
// longest types fit their badge whole.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TYPE_COLUMN_WIDTH = 120;

const typeHeader = (page: Page) =>
  page.getByRole('table', { name: 'Activities' }).getByRole('columnheader', { name: 'Type' });
const badgeLabels = (page: Page) =>
  page.getByRole('table', { name: 'Activities' }).locator('tbody tr td:first-child .MuiChip-label');

for (const type of ['ORGANISATION', 'SUBSCRIPTION', 'TRANSACTION']) {
  test(`with ${type} badges on the page the Type column stays 120 px and shows them whole`, async ({
    adminPage: page,
    api,
    pageErrors,
  }) => {
    pageErrors.watch(page);
    const { activities } = await api.get<ActivitiesResponse>(
      `/admin/activities?limit=10&offset=0&activityType=${type}`,
    );
    expect(activities.length, `the seed has ${type} activities`).toBeGreaterThan(0);

    await page.goto(`/app/activities?type=${type}`);
    await expect(badgeLabels(page)).toHaveText(activities.map(() => type));
    const header = await typeHeader(page).boundingBox();
    expect(Math.round(header?.width ?? 0)).toBe(TYPE_COLUMN_WIDTH);
    // Not cut short by an ellipsis: every label's text fits its box.
    const clipped = await badgeLabels(page).evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
    expect(clipped).toEqual([]);
  });
}
