// Issue 77 item 5, no wasted calls: the requests a page sends, counted in the browser.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const UNKNOWN_USER_ID = '00000000-0000-4000-8000-000000000000';
// Longer than the retry backoff (1-2 s): a retry, if any were sent, would be counted.
const RETRY_WINDOW_MS = 2_500;

/** Every URL the page requests from now on, in order. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('a member opening /app makes no admin call before the 403 page', async ({
  memberPage,
  pageErrors,
  portal,
}) => {
  pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/'));
  const urls = recordRequests(memberPage);
  await memberPage.goto('/app');
  await expect(memberPage.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await memberPage.waitForTimeout(RETRY_WINDOW_MS);
  expect(urls.filter((url) => url.startsWith(portal.apiCallUrl('/admin/')))).toEqual([]);
});

test('a 404 detail page requests its detail once, without retrying', async ({
  adminPage: page,
  pageErrors,
  portal,
}) => {
  const detailUrl = portal.apiCallUrl(`/admin/users/${UNKNOWN_USER_ID}`);
  pageErrors.allowFailedLoadsFrom(detailUrl);
  const urls = recordRequests(page);
  await page.goto(`/app/users/${UNKNOWN_USER_ID}`);
  await expect(page.getByRole('alert')).toHaveText('User not found');
  await page.waitForTimeout(RETRY_WINDOW_MS);
  expect(urls.filter((url) => url === detailUrl || url.startsWith(`${detailUrl}?`))).toHaveLength(1);
});
