// The Activities page in the composed portal against the reference API's seed.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Activities' });
const badges = (page: Page) => table(page).locator('tbody tr td:first-child');
/** Description cells; a long description also holds its 'Show more' button, so compare with toContainText. */
const descriptions = (page: Page) => table(page).locator('tbody tr td:nth-child(2)');
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Activity type' });
const rowsPerPage = (page: Page) => page.getByRole('combobox', { name: 'Rows per page:' });
/** The pagination's 'from–to of total' line, with the total grouped in thousands as MUI shows it. */
const shown = (page: Page, from: number, to: number, total: number) =>
  page.getByText(`${from}–${to} of ${total.toLocaleString('en-AU')}`, { exact: true });

async function choose(page: Page, combobox: ReturnType<typeof typeFilter>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('lists the ten latest activities with the API total and the types on the page as filter options', async ({
  adminPage,
  api,
}) => {
  const firstPage = await api.get<ActivitiesResponse>('/admin/activities?limit=10&offset=0');
  const types = [...new Set(firstPage.activities.map(({ activity }) => activity.activityType))].sort();

  await adminPage.goto('/app/activities');

  await expect(adminPage.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(descriptions(adminPage)).toContainText(
    firstPage.activities.map(({ activity }) => activity.description),
  );
  await expect(shown(adminPage, 1, 10, firstPage.total)).toBeVisible();
  await typeFilter(adminPage).click();
  await expect(adminPage.getByRole('option')).toHaveText(['All', ...types]);
});

test('the type filter narrows the rows and survives a reload and Back through the URL', async ({
  adminPage,
  api,
}) => {
  const firstPage = await api.get<ActivitiesResponse>('/admin/activities?limit=10&offset=0');
  const type = [...new Set(firstPage.activities.map(({ activity }) => activity.activityType))].sort()[0]!;
  const filtered = await api.get<ActivitiesResponse>(
    `/admin/activities?limit=10&offset=0&activityType=${type}`,
  );

  await adminPage.goto('/app/activities');
  await choose(adminPage, typeFilter(adminPage), type);

  await expect(adminPage).toHaveURL(`/app/activities?type=${type}`);
  await expect(shown(adminPage, 1, filtered.activities.length, filtered.total)).toBeVisible();
  await expect(badges(adminPage)).toHaveText(filtered.activities.map(() => type));

  await adminPage.reload();
  await expect(typeFilter(adminPage)).toHaveText(type);
  await expect(badges(adminPage)).toHaveText(filtered.activities.map(() => type));

  await adminPage.goBack();
  await expect(adminPage).toHaveURL('/app/activities');
  await expect(shown(adminPage, 1, 10, firstPage.total)).toBeVisible();
});

test('page and rows per page live in the URL and a new page size starts from the first page', async ({
  adminPage,
  api,
}) => {
  const { total } = await api.get<ActivitiesResponse>('/admin/activities?limit=1');
  const secondPage = await api.get<ActivitiesResponse>('/admin/activities?limit=25&offset=25');

  await adminPage.goto('/app/activities');
  await choose(adminPage, rowsPerPage(adminPage), '25');
  await expect(adminPage).toHaveURL('/app/activities?size=25');
  await adminPage.getByRole('button', { name: 'Go to next page' }).click();
  await expect(adminPage).toHaveURL('/app/activities?size=25&page=2');

  await adminPage.reload();
  await expect(shown(adminPage, 26, 50, total)).toBeVisible();
  await expect(descriptions(adminPage)).toContainText(
    secondPage.activities.map(({ activity }) => activity.description),
  );

  await choose(adminPage, rowsPerPage(adminPage), '50');
  await expect(adminPage).toHaveURL('/app/activities?size=50');
  await expect(shown(adminPage, 1, 50, total)).toBeVisible();
});
