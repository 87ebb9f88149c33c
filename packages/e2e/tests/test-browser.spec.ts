// The browser the tests drive (ports.ts `TEST_CHROMIUM_PATH`): Chromium's headless shell, in the
// browser every test gets and in the warm context behind `adminPage`. Fails with
// PORTAL_SPEED_OFF=headlessShell, which drives the desktop `chromium` instead.
import type { CDPSession } from '@playwright/test';
import { expect, STORAGE_PAGE_PATH, test } from './fixtures';

async function productOf(session: CDPSession): Promise<string> {
  const { product } = await session.send('Browser.getVersion');
  return product;
}

test("the tests drive Chromium's headless shell, in a new context and in the warm one", async ({
  browser,
  adminPage,
}) => {
  // The desktop build in headless mode names itself "Chrome/<version>" here.
  expect(await productOf(await browser.newBrowserCDPSession())).toMatch(/^HeadlessChrome\/\d+\./);
  await adminPage.goto(STORAGE_PAGE_PATH);
  expect(await productOf(await adminPage.context().newCDPSession(adminPage))).toMatch(
    /^HeadlessChrome\/\d+\./,
  );
});
