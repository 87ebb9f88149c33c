// The CSS of the shell's frame and of the shared components is written into the page at build time
// (createAppConfig's `styleSample`), so a cold page inserts little of it at run time. These tests
// prove the browser adopts it, and that it never outweighs the theme the page renders in.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The class names of the page's prerendered styles (emotion keeps them on the element it adopts). */
const prerenderedClassNames = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-emotion^="css "]')).flatMap((style) =>
      (style.getAttribute('data-emotion') ?? '')
        .split(' ')
        .slice(1)
        .map((name) => `css-${name}`),
    ),
  );

/** Every emotion class on the elements under `selector`. */
const emotionClassesUnder = (page: Page, selector: string) =>
  page.evaluate(
    (rootSelector) =>
      Array.from(document.querySelectorAll(`${rootSelector}, ${rootSelector} *`)).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^css-[a-z0-9]+$/.test(name)),
      ),
    selector,
  );

/**
 * The emotion classes on the elements under `selector` that the page's prerendered styles lack:
 * rules emotion compiled and inserted at run time. Fails when nothing there has a class at all.
 */
async function classesInsertedAtRunTime(page: Page, selector: string) {
  const prerendered = new Set(await prerenderedClassNames(page));
  const used = await emotionClassesUnder(page, selector);
  expect(used.length, `${selector}: emotion classes`).toBeGreaterThan(0);
  return used.filter((name) => !prerendered.has(name));
}

test('the page itself carries the CSS of the top bar, the side menu and a list table', async ({
  adminPage: page,
}) => {
  const served = await (await page.request.get('/app/organisations')).text();
  expect(served).toMatch(/<style data-emotion="css [a-z0-9 -]+">\.css-/);

  await page.goto('/app/organisations');
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  for (const part of [
    'header',
    'nav[aria-label="Main menu"]',
    'main table',
    'main .MuiTablePagination-root',
  ]) {
    expect(await classesInsertedAtRunTime(page, part), part).toEqual([]);
  }
});

test("a list's search and filter fields come with the page's CSS too", async ({ adminPage: page }) => {
  await page.goto('/app/users');
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr')).toHaveCount(25);
  await expect(page.getByRole('combobox', { name: 'Email verified' })).toBeVisible();
  // Both fields are MUI text fields (the filter a select one), each a FormControl.
  expect(await classesInsertedAtRunTime(page, 'main .MuiFormControl-root')).toEqual([]);
});

test('in the dark theme the prerendered light styles give way to the dark ones', async ({
  browser,
  adminStorageState,
}) => {
  const context = await browser.newContext({ storageState: adminStorageState, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/app/organisations');
  await expect(page.getByRole('table', { name: 'Organisations' }).locator('tbody tr')).toHaveCount(25);
  const colors = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('main td')!).color,
  }));
  // MUI's dark palette: background #121212, text white.
  expect(colors).toEqual({ page: 'rgb(18, 18, 18)', text: 'rgb(255, 255, 255)' });
  await context.close();
});

test("a remote's page adopts its own prerendered CSS: the activities page inserts none at run time", async ({
  adminPage: page,
}) => {
  await page.goto('/app/activities');
  const table = page.getByRole('table', { name: 'Activities' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: 'Activity type' })).toBeVisible();
  expect(await classesInsertedAtRunTime(page, 'main')).toEqual([]);

  // One colour per type (white text on it); OTHER keeps the chip's default.
  const chips = await table.locator('tbody tr td:first-child .MuiChip-root').evaluateAll((elements) =>
    elements.map((element) => ({
      type: element.textContent ?? '',
      background: getComputedStyle(element).backgroundColor,
      text: getComputedStyle(element).color,
    })),
  );
  const coloured = chips.filter((chip) => chip.type !== 'OTHER' && chip.text === 'rgb(255, 255, 255)');
  expect(coloured.length).toBeGreaterThan(0);
  const backgroundOf = new Map(coloured.map((chip) => [chip.type, chip.background]));
  for (const chip of coloured) expect(chip.background, chip.type).toBe(backgroundOf.get(chip.type));
  expect(new Set(backgroundOf.values()).size).toBe(backgroundOf.size);
  expect(chips.filter((chip) => chip.type !== 'OTHER')).toEqual(coloured);
});

test("the dashboard inserts no rule at run time: its CSS and its embedded list's come with their modules", async ({
  adminPage: page,
}) => {
  await page.goto('/app');
  await expect(page.getByRole('link', { name: /^Total Users/ })).toBeVisible();
  const recentActivity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recentActivity.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('main .recharts-line')).toHaveCount(3);
  expect(await classesInsertedAtRunTime(page, 'main')).toEqual([]);
});

test("a list's rows look as MUI's small table rows do: padding, text, border, and a tint under the pointer", async ({
  adminPage: page,
}) => {
  await page.goto('/app/organisations');
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const look = (selector: string) =>
    table.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        padding: style.padding,
        font: `${style.fontSize}/${style.lineHeight} ${style.fontWeight}`,
        color: style.color,
        border: style.borderBottom,
        align: style.textAlign,
      };
    });
  const cell = await look('tbody tr:nth-child(2) td:nth-child(2)');
  // The header keeps MUI's own TableCell: the rows' border is the same line.
  expect(cell.border).toBe((await look('thead th:nth-child(2)')).border);
  expect(cell).toEqual({
    padding: '6px 16px',
    font: '14px/20.02px 400',
    color: 'rgba(0, 0, 0, 0.87)',
    border: '1px solid rgb(224, 224, 224)',
    align: 'left',
  });

  const row = table.locator('tbody tr').nth(1);
  const background = () => row.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  // The row's link covers the row (a stretched link): the pointer rests on it.
  await row.locator('a[data-row-link]').hover();
  expect(await background()).toBe('rgba(0, 0, 0, 0.04)');
});
