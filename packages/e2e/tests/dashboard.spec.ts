// The Dashboard in the composed portal against the reference API's seed: the figures on the cards
// are computed here from the API, independently of the portal's own arithmetic.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { GrowthResponse } from '@portal/contract/dashboard';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const count = (value: number) => value.toLocaleString('en-AU');
const main = (page: Page) => page.getByRole('main');
/** A stat card: a link whose name starts with its title and then its figure (not the menu item). */
const statCard = (page: Page, title: string) =>
  main(page).getByRole('link', { name: new RegExp(`^${title}\\s*[\\d,]+`) });
const recentActivity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

const CARD_TARGETS = [
  ['Total Users', '/app/users'],
  ['Organisations', '/app/organisations'],
  ['Coupon Redemptions', '/app/coupons'],
  ['Activities', '/app/activities'],
] as const;

test('the stat cards show the totals the API answers', async ({ adminPage, api }) => {
  const [users, organisations, coupons, activities] = await Promise.all([
    api.get<UsersResponse>('/admin/users?limit=1'),
    api.get<OrganisationsResponse>('/admin/organisations?limit=1'),
    api.get<CouponsResponse>('/admin/coupons?limit=100'),
    api.get<ActivitiesResponse>('/admin/activities?limit=1'),
  ]);
  const redemptions = coupons.coupons.reduce((sum, coupon) => sum + coupon.timesRedeemed, 0);

  await adminPage.goto('/app');

  await expect(statCard(adminPage, 'Total Users')).toHaveText(
    `Total Users${count(users.total)}${count(users.totalActive)} active`,
  );
  await expect(statCard(adminPage, 'Organisations')).toHaveText(
    `Organisations${count(organisations.total)}${count(organisations.totalActive)} active`,
  );
  await expect(statCard(adminPage, 'Coupon Redemptions')).toHaveText(
    `Coupon Redemptions${count(redemptions)}${count(coupons.total)} total coupons`,
  );
  await expect(statCard(adminPage, 'Activities')).toHaveText(
    `Activities${count(activities.total)}Total recorded`,
  );
});

/** 'Mar 2025' for '2025-03', computed here apart from the portal's own formatting. */
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-AU', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('the growth chart draws three whole lines over the API months', async ({ adminPage, api }) => {
  const { growth } = await api.get<GrowthResponse>('/admin/growth');
  expect(growth.length).toBeGreaterThan(1);
  // How each line looks when it is first added to the page: a line drawn in over time starts as
  // an empty dash ('0px 900px'), so the loaded page would show no data for a moment.
  await adminPage.addInitScript(() => {
    const firstDashes: (string | null)[] = [];
    Object.assign(window, { firstDashes });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const path of [node, ...node.querySelectorAll('path')]) {
            if (path.matches('path.recharts-line-curve'))
              firstDashes.push(path.getAttribute('stroke-dasharray'));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  await adminPage.goto('/app');

  const chart = adminPage.getByRole('region', { name: 'Growth Over Time' });
  await expect(chart.locator('svg .recharts-line path.recharts-line-curve')).toHaveCount(3);
  for (const series of ['New Users', 'Active Users', 'Organisations']) {
    await expect(chart.getByText(series, { exact: true })).toBeVisible();
  }
  const firstDashes = await adminPage.evaluate(
    () => (window as unknown as { firstDashes: unknown[] }).firstDashes,
  );
  expect(firstDashes.length).toBeGreaterThanOrEqual(3);
  expect(firstDashes).toEqual(firstDashes.map(() => null));
  // The x axis names months as short month and year, in order, the latest always among them.
  const months = growth.map((point) => monthLabel(point.month));
  const xLabels = await chart.locator('.recharts-xAxis-tick-labels text').allTextContents();
  expect(xLabels.length).toBeGreaterThan(1);
  const positions = xLabels.map((label) => months.indexOf(label));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  expect(xLabels.at(-1)).toBe(months.at(-1));
});

for (const [title, path] of CARD_TARGETS) {
  test(`the ${title} card opens ${path}`, async ({ adminPage }) => {
    await adminPage.goto('/app');
    await statCard(adminPage, title).click();
    await expect(adminPage).toHaveURL(path);
  });
}

test('Recent Activity shows the ten latest activities and View All opens the Activities page', async ({
  adminPage,
  api,
}) => {
  const rows = recentActivity(adminPage).locator('tbody tr');
  // Every browser test signs in, and a sign-in is an activity: a test in another worker may add one
  // between the API's answer and the page's, so the two are compared until they agree.
  await expect(async () => {
    const latest = await api.get<ActivitiesResponse>('/admin/activities?limit=10');
    await adminPage.goto('/app');
    await expect(rows).toHaveCount(10);
    // Contain, not equal: a long description adds its 'Show more' button.
    await expect(rows.locator('td:nth-child(2)')).toContainText(
      latest.activities.map(({ activity }) => activity.description),
      { timeout: 5000 },
    );
  }).toPass({ timeout: 60_000 });
  await expect(recentActivity(adminPage).getByRole('columnheader')).toHaveText([
    'Type',
    'Description',
    'User',
    'Organisation',
    'Date',
  ]);

  // The seed's newest activities include a 10,000-character description: it must not stretch the card.
  const card = await recentActivity(adminPage).boundingBox();
  const tallestRow = Math.max(...(await rows.evaluateAll((all) => all.map((row) => row.clientHeight))));
  expect((await recentActivity(adminPage).locator('table').boundingBox())?.width).toBeLessThanOrEqual(
    card!.width,
  );
  expect(tallestRow).toBeLessThan(150);

  await recentActivity(adminPage).getByRole('link', { name: 'View All' }).click();
  await expect(adminPage).toHaveURL('/app/activities');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
});

test('the dashboard still works with the activities remote stopped', async ({ adminPage, portal }) => {
  await portal.stopRemote('activities');
  await adminPage.goto('/app');

  await expect(
    recentActivity(adminPage).getByText('Recent activities are unavailable right now.'),
  ).toBeVisible();
  await expect(statCard(adminPage, 'Total Users')).toBeVisible();
  await expect(adminPage.locator('svg .recharts-line path.recharts-line-curve')).toHaveCount(3);

  await portal.startRemote('activities');
  await recentActivity(adminPage).getByRole('button', { name: 'Retry' }).click();
  await expect(recentActivity(adminPage).locator('tbody tr')).toHaveCount(10);
});
