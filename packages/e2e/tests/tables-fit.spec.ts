// Every list and detail table at a laptop's size with the menu expanded: each column header is
// wholly in view, or its table shows at rest that it scrolls sideways (a scrollbar taking room under
// it), so no column is cut off without a hint.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../src/ports';
import { SCREENS, type Screen } from './screens';

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
];
const EXPANDED_MENU_WIDTH = 240;

// Playwright starts headless Chromium with --hide-scrollbars, which hides even styled scrollbars:
// these tests look at what a person's browser draws, so the scrollbars stay.
test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** A detail screen's tabs hold a table each: every tab is opened and checked. */
const CHECKED: { screen: Screen; tabs?: RegExp[] }[] = [
  { screen: SCREENS.activities },
  { screen: SCREENS.users },
  { screen: SCREENS.organisations },
  { screen: SCREENS.coupons },
  { screen: SCREENS.user },
  { screen: SCREENS.organisation, tabs: [/^Team/, /^Invitations/] },
  { screen: SCREENS.coupon },
];

/**
 * The headers of visible tables that are not wholly in view (inside the window and inside their
 * table's box) while that table shows no scrollbar at rest. Empty when every table fits or offers
 * its scroll.
 */
function hiddenHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const box = table.closest<HTMLElement>('.MuiTableContainer-root') ?? table.parentElement!;
      if (box.getClientRects().length === 0) continue;
      const boxRect = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      const scrollbarAtRest = box.offsetHeight - box.clientHeight - borders;
      const offersScroll = box.scrollWidth > box.clientWidth + 1 && scrollbarAtRest >= 4;
      const right = Math.min(window.innerWidth, boxRect.right);
      const left = Math.max(0, boxRect.left);
      for (const header of table.querySelectorAll('thead th')) {
        const rect = header.getBoundingClientRect();
        const inView = rect.left >= left - 1 && rect.right <= right + 1;
        if (!inView && !offersScroll) {
          hidden.push(
            `${table.getAttribute('aria-label')}: ${header.textContent} (${Math.round(rect.right)} > ${Math.round(right)})`,
          );
        }
      }
    }
    return hidden;
  });
}

async function waitUntilLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const viewport of LAPTOPS) {
  test.describe(`at ${viewport.width} x ${viewport.height} with the menu expanded`, () => {
    for (const { screen, tabs } of CHECKED) {
      test(`${screen.name}: every column header is in view, or its table shows it scrolls`, async ({
        adminPage: page,
        api,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(await screen.path(api));
        await waitUntilLoaded(page);
        const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
        expect(menu!.width).toBeGreaterThanOrEqual(EXPANDED_MENU_WIDTH - 1);

        expect(await hiddenHeaders(page)).toEqual([]);
        for (const tab of tabs ?? []) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          expect(await hiddenHeaders(page)).toEqual([]);
        }
      });
    }
  });
}

test('the check finds a cut-off column of a table that shows no scrollbar', async ({ page, pageErrors }) => {
  pageErrors.watch(page);
  await page.setViewportSize(LAPTOPS[0]!);
  await page.setContent(`
    <div class="MuiTableContainer-root" style="overflow-x: auto; scrollbar-width: none; width: 600px">
      <table aria-label="Wide"><thead><tr>
        <th style="min-width: 400px">Name</th><th style="min-width: 400px">Created</th>
      </tr></thead></table>
    </div>`);
  expect(await hiddenHeaders(page)).toEqual([expect.stringMatching(/^Wide: Created/)]);
});
