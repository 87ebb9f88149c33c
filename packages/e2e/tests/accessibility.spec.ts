// Accessibility: axe finds nothing serious or critical on any route, signed in or out,
// and the portal can be used from the keyboard alone, with the focus always visible.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS } from './screens';

const BLOCKING_IMPACTS = ['serious', 'critical'];

/** Axe's serious and critical findings, one line each with the elements concerned. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** The screen has its data: a heading, and no spinner left in the page. */
async function waitUntilLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

test.describe('axe, signed in', () => {
  for (const screen of Object.values(SCREENS)) {
    test(`${screen.name} has no serious or critical violation`, async ({ adminPage: page, api }) => {
      await page.goto(await screen.path(api));
      await waitUntilLoaded(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a table wider than the window, with no link in its rows, is a region the keyboard scrolls', async ({
    adminPage: page,
  }) => {
    // Eight columns of section health cannot fit a narrow window (above the phone layout).
    await page.setViewportSize({ width: 720, height: 900 });
    await page.goto('/settings');
    await waitUntilLoaded(page);
    const region = page.getByRole('region', { name: 'Section health' });
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the 403 page, as a member, has no serious or critical violation', async ({
    memberPage: page,
    pageErrors,
    portal,
  }) => {
    // The API's refusal is the point.
    pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/users'));
    await page.goto('/app/users');
    await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('axe, signed out', () => {
  test('the login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a failed callback, back on the login page with its error, has no serious or critical violation', async ({
    page,
  }) => {
    // A login callback without its token: the error is shown on the login page.
    await page.goto('/auth/callback?provider=google&action=login');
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByRole('alert')).toHaveText('Missing authentication parameters');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * The styles that draw a focus ring: the element's outline and shadow, or for a text field the
 * outline drawn around it; a row's link draws it with its overlay (`::after`) around the row.
 */
function focusRing(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const field = node.matches('input') ? node.parentElement?.querySelector('fieldset') : null;
    const style = getComputedStyle(field ?? node);
    const overlay = getComputedStyle(node, '::after');
    const overlayRing =
      overlay.content === 'none' ? '' : `; overlay outline ${overlay.outlineWidth} ${overlay.outlineStyle}`;
    return field
      ? `border ${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`
      : `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}; shadow ${style.boxShadow}${overlayRing}`;
  });
}

/** What the keyboard focus is on, for the test's record. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'body';
    const name = focused.getAttribute('aria-label') ?? focused.getAttribute('placeholder') ?? '';
    return `${focused.tagName.toLowerCase()} ${name || focused.innerText.slice(0, 40)}`.trim();
  });

/**
 * Presses Tab until the focus lands on `target`, then checks that the focus is drawn: the ring while
 * focused differs from the ring once the focus has moved on, and is not nothing.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 30) {
  const visited: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) {
      const focused = await focusRing(target);
      await page.keyboard.press('Tab');
      const unfocused = await focusRing(target);
      await page.keyboard.press('Shift+Tab');
      expect(focused, `the focus on ${await describeFocus(page)} is visible`).not.toBe(unfocused);
      expect(focused).not.toMatch(/^outline 0px none .*; shadow none$/);
      return visited;
    }
    visited.push(await describeFocus(page));
  }
  throw new Error(`Tab never reached ${target}; it went through: ${visited.join(' → ')}`);
}

test.describe('keyboard', () => {
  test('the login page: Tab reaches the sign-in button, with a visible focus', async ({ page }) => {
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(signIn).toBeVisible();
    await tabTo(page, signIn);
  });

  test('the side menu and a list: every menu link, the search box and a row link, each with a visible focus', async ({
    adminPage: page,
  }) => {
    await page.goto('/app/users');
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Dashboard', 'Activities', 'Users', 'Organisations', 'Coupons', 'Settings']) {
      await tabTo(page, menu.getByRole('link', { name: label }));
    }
    await tabTo(page, page.getByRole('searchbox', { name: 'Search by name or email...' }));
    await tabTo(page, rows.first().getByRole('link').first());

    // The focused row link opens with Enter, as a click would.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/users\/[^/]+$/);
  });
});
