// The first Intl object a browser tab builds costs it 10-15 ms of ICU start-up, about a twentieth of
// a cold page (README, Decisions): the portal writes its en-AU dates, numbers and initials itself
// (packages/ui format.ts and people.ts) and builds MUI's pagination formatter only if it is used
// (LazyMuiNumberFormatPlugin). These loads prove no module brings Intl back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS } from './screens';

/** Records every Intl object and every locale-aware method call the page makes, with its caller. */
const RECORD_INTL = `(() => {
  const calls = (window.__intlCalls = []);
  const note = (name) => calls.push(name + ' from ' + (new Error().stack || '').split('\\n')[3]?.trim());
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = Intl[name];
    if (typeof original !== 'function') continue;
    Intl[name] = new Proxy(original, {
      construct(target, args, newTarget) { note('new Intl.' + name); return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { note('Intl.' + name); return Reflect.apply(target, self, args); },
    });
  }
  const methods = [
    [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'], [Array.prototype, 'toLocaleString'],
  ];
  for (const [prototype, name] of methods) {
    const original = prototype[name];
    prototype[name] = function (...args) { note(name); return original.apply(this, args); };
  }
})();`;

async function intlCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls);
}

/** The page's heading is there and no part of it is still loading. */
async function waitUntilLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

for (const screen of Object.values(SCREENS)) {
  test(`a cold load of the ${screen.name} builds no Intl object`, async ({ adminPage: page, api }) => {
    await page.addInitScript({ content: RECORD_INTL });
    await page.goto(await screen.path(api));
    await waitUntilLoaded(page);
    expect(await intlCalls(page)).toEqual([]);
  });
}

test('a cold load of the login page builds no Intl object', async ({ page }) => {
  await page.addInitScript({ content: RECORD_INTL });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await intlCalls(page)).toEqual([]);
});

test('the recorder sees the Intl objects a page builds, so the loads above can fail', async ({
  adminPage: page,
}) => {
  await page.addInitScript({ content: RECORD_INTL });
  await page.goto('/app/users');
  await waitUntilLoaded(page);
  await page.evaluate(() => [new Intl.NumberFormat('en-AU').format(1), (1).toLocaleString('en-AU')]);
  expect(await intlCalls(page)).toEqual([
    expect.stringMatching(/^new Intl\.NumberFormat from /),
    expect.stringMatching(/^toLocaleString from /),
  ]);
});
