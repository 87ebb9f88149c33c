// Every screen staff use, at a small laptop's, a tablet's and a phone's size. The page
// never scrolls sideways, no word, name or id of up to 20 characters breaks inside itself, tables
// scroll in their own box, and on a phone the menu is a drawer and lists are stacked link items.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import { expect, test as base } from './fixtures';
import { SCREENS, type Screen } from './screens';

const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TABLET = { name: 'tablet', viewport: { width: 820, height: 1180 } };
const SMALL_LAPTOP = { name: 'small laptop', viewport: { width: 1280, height: 800 } };
const SIZES = [PHONE, TABLET, SMALL_LAPTOP];

// Longer runs of characters (emails, URLs, ids of 36 characters) may be cut by an ellipsis.
const WHOLE_WORD_MAX_LENGTH = 20;
const MIN_TARGET_HEIGHT = 24;
const HOSTILE_TOKEN = 'X'.repeat(60);

const CHECKED_SCREENS: Screen[] = [
  SCREENS.dashboard,
  SCREENS.activities,
  SCREENS.users,
  SCREENS.user,
  SCREENS.organisations,
  SCREENS.organisation,
  SCREENS.coupons,
  SCREENS.coupon,
];

const LINKED_LISTS = [
  { path: '/app/users', label: 'Users', detail: /\/app\/users\/[^/]+$/ },
  { path: '/app/organisations', label: 'Organisations', detail: /\/app\/organisations\/[^/]+$/ },
  { path: '/app/coupons', label: 'Coupons', detail: /\/app\/coupons\/[^/]+$/ },
];

type Size = (typeof SIZES)[number];

const test = base.extend<{
  /**
   * A signed-in page at `size`: `adminPage` resized (its warm context, fixtures.ts), or for the phone,
   * whose touch and mobile viewport only a new context can have, a page in a context of its own.
   */
  pageAt: (size: Size) => Promise<Page>;
}>({
  pageAt: async ({ browser, adminPage, adminStorageState }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (size) => {
      const { name: _name, ...options } = size as Size & BrowserContextOptions;
      if (!options.isMobile) {
        await adminPage.setViewportSize(size.viewport);
        return adminPage;
      }
      const context = await browser.newContext({ ...options, storageState: adminStorageState });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/** The screen has its data: a heading, and no spinner left in the page. */
async function waitUntilLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens `path` on `page`, its errors watched, and waits until its content is in. */
async function openWatched(page: Page, pageErrors: { watch(page: Page): void }, path: string) {
  pageErrors.watch(page);
  await page.goto(path);
  await waitUntilLoaded(page);
}

/** Whether `element` shows its content whole: nothing cut off (by an ellipsis or overflow) on its right. */
async function showsWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth);
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

/**
 * The words of up to 20 characters on screen whose letters lie on more than one line, with their
 * line count: each word of each visible text node, measured with a Range (a line break at a space
 * or after a hyphen is where a line may end; anywhere else the word is broken).
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate((maxLength) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('svg, script, style')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-–—]+/g)) {
        if (match[0].length > maxLength || match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) broken.push(`${match[0]} (${lines.size} lines)`);
      }
    }
    return broken;
  }, WHOLE_WORD_MAX_LENGTH);
}

test('the word check finds a word broken inside itself', async ({ page, pageErrors }) => {
  pageErrors.watch(page);
  await page.setContent('<p style="width: 5ch; overflow-wrap: anywhere">Organisation ok</p>');
  expect(await brokenWords(page)).toEqual([expect.stringMatching(/^Organisation \(\d+ lines\)$/)]);
});

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width} x ${size.viewport.height} (${size.name})`, () => {
    for (const screen of CHECKED_SCREENS) {
      test(`${screen.name}: no sideways page scroll, no word broken inside itself`, async ({
        pageAt,
        api,
        pageErrors,
      }) => {
        const page = await pageAt(size);
        pageErrors.watch(page);
        await page.goto(await screen.path(api));
        await waitUntilLoaded(page);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
        expect(await brokenWords(page)).toEqual([]);
      });
    }
  });
}

test.describe('wide tables', () => {
  for (const size of [TABLET, SMALL_LAPTOP]) {
    test(`at ${size.viewport.width} px the coupons table scrolls in its own box, its first column in view`, async ({
      pageAt,
      pageErrors,
    }) => {
      const page = await pageAt(size);
      await openWatched(page, pageErrors, '/app/coupons');
      const table = page.getByRole('table', { name: 'Coupons' });
      const box = table.locator('xpath=ancestor::div[contains(@class, "MuiTableContainer-root")]');
      const { scrollable, firstBefore } = await box.evaluate((node) => ({
        scrollable: node.scrollWidth - node.clientWidth,
        firstBefore: node.querySelector('tbody td')!.getBoundingClientRect().left,
      }));
      // Every column is reachable: either the table fits, or its box scrolls to its end.
      const lastHeader = table.getByRole('columnheader', { name: 'Created' });
      if (scrollable > 1) {
        await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
        const firstAfter = await box.evaluate(
          (node) => node.querySelector('tbody td')!.getBoundingClientRect().left,
        );
        expect(Math.abs(firstAfter - firstBefore)).toBeLessThanOrEqual(1);
      }
      await expect(lastHeader).toBeInViewport();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    });
  }

  test('a 60-character token ends in an ellipsis, its full text in a title, at 820 px', async ({
    pageAt,
    pageErrors,
  }) => {
    const page = await pageAt(TABLET);
    pageErrors.watch(page);
    await page.route('**/admin/organisations?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as OrganisationsResponse;
      body.organisations[0]!.legalName = HOSTILE_TOKEN;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/app/organisations');
    await waitUntilLoaded(page);
    const cell = page
      .getByRole('table', { name: 'Organisations' })
      .getByRole('cell', { name: HOSTILE_TOKEN });
    const text = cell.locator('[data-cell-text]');
    const style = await text.evaluate((node) => ({
      cut: node.scrollWidth > node.clientWidth,
      ellipsis: getComputedStyle(node).textOverflow,
      width: node.getBoundingClientRect().width,
    }));
    expect(style).toMatchObject({ cut: true, ellipsis: 'ellipsis' });
    expect(style.width).toBeLessThan(TABLET.viewport.width / 2);
    // The row's link lies over its cells: the pointer is on the link, which then carries the title.
    const box = (await text.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pointedTitle = () =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[title]')?.getAttribute('title'),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
    await expect.poll(pointedTitle).toBe(HOSTILE_TOKEN);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
  });
});

test.describe('on a phone', () => {
  test('the top bar shows its labels whole and every control inside the bar', async ({
    pageAt,
    pageErrors,
  }) => {
    const page = await pageAt(PHONE);
    await openWatched(page, pageErrors, '/app');
    const bar = page.getByRole('banner');
    for (const label of [
      bar.getByText('Administrator', { exact: true }),
      bar.getByRole('button', { name: 'Quick find' }),
    ]) {
      await expect(label).toBeVisible();
      expect(await showsWhole(label)).toBe(true);
    }
    const account = await bar.getByRole('button', { name: 'Account menu' }).boundingBox();
    expect(account!.x + account!.width).toBeLessThanOrEqual(PHONE.viewport.width);
  });

  test('the menu is a closed drawer the menu button opens and choosing a section closes', async ({
    pageAt,
    pageErrors,
  }) => {
    const page = await pageAt(PHONE);
    pageErrors.watch(page);
    await page.goto('/app');
    await waitUntilLoaded(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    const main = await page.getByRole('main').boundingBox();
    expect(main!.x).toBe(0);
    expect(main!.width).toBe(PHONE.viewport.width);

    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(menu).toBeVisible();
    // The open drawer is modal: the button behind it is hidden from assistive technology meanwhile.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.getByRole('link', { name: 'Organisations' }).click();
    await expect(page).toHaveURL(/\/app\/organisations$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  });

  for (const list of LINKED_LISTS) {
    test(`${list.path} shows its rows as stacked links of at least ${MIN_TARGET_HEIGHT} px, its tools in reach`, async ({
      pageAt,
      pageErrors,
    }) => {
      const page = await pageAt(PHONE);
      pageErrors.watch(page);
      await page.goto(list.path);
      await waitUntilLoaded(page);
      await expect(page.getByRole('table')).toHaveCount(0);
      const items = page.getByRole('list', { name: list.label }).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        const links = items.nth(index).getByRole('link');
        await expect(links).toHaveCount(1);
        const box = await links.first().boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET_HEIGHT);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.viewport.width);
      }
      for (const tool of [
        page.getByRole('button', { name: 'Refresh' }),
        page.getByRole('button', { name: 'Export CSV' }),
        page.getByRole('combobox', { name: 'Sort by' }),
      ]) {
        await expect(tool).toBeInViewport({ ratio: 1 });
      }
      const quickFind = page.getByRole('button', { name: /Quick find/ });
      await expect(quickFind).toBeInViewport({ ratio: 1 });
      expect((await quickFind.boundingBox())!.height).toBeLessThanOrEqual(40);

      await items.first().getByRole('link').tap();
      await expect(page).toHaveURL(list.detail);
    });
  }
});
