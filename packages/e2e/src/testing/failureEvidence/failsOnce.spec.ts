import { expect, test } from '@playwright/test';

test('passes', async ({ page }) => {
  await page.setContent('<p>fine</p>');
  await expect(page.getByText('fine')).toBeVisible();
});

// A flake: wrong on its first run only.
test('fails once', async ({ page }, testInfo) => {
  await page.setContent(`<p>run ${testInfo.retry}</p>`);
  await expect(page.getByText('run 1')).toBeVisible({ timeout: 500 });
});
