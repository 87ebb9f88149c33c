// The servers send a Content-Security-Policy and its family of headers, the API limits
// bodies and rate-limits sign-in, and the portal works under that policy.
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { REMOTES } from '@portal/registry/apps';
import type { PortalConfig } from '@portal/registry';
import { DEFAULT_ADMIN_CALLS_PER_MINUTE, SIGN_IN_RATE_LIMIT } from '@portal/admin-api';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The sources of each directive of a Content-Security-Policy header. */
function parsePolicy(header: string | null): Record<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const originOf = (url: string) => new URL(url).origin;

test('the shell and every remote send the policy naming exactly the configured origins', async ({
  portal,
}) => {
  // The policy follows the portal-config.json the page reads.
  const config = (await (await fetch(`${portal.shellUrl}/portal-config.json`)).json()) as PortalConfig;
  // In the config's (menu) order, as the policy lists them.
  const remoteOrigins = config.sections.map((section) => originOf(section.manifestUrl));
  expect(new Set(remoteOrigins)).toEqual(
    new Set(REMOTES.map((remote) => originOf(portal.remoteUrl(remote.name)))),
  );
  const urls = [
    `${portal.shellUrl}/login`,
    `${portal.shellUrl}/app/users`,
    `${portal.shellUrl}/main.js`,
    ...REMOTES.flatMap((remote) => [
      `${portal.remoteUrl(remote.name)}/remoteEntry.js`,
      `${portal.remoteUrl(remote.name)}/mf-manifest.json`,
    ]),
  ];
  for (const url of urls) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    const policy = parsePolicy(response.headers.get('content-security-policy'));
    expect(policy['script-src'], url).toEqual(["'self'", ...remoteOrigins]);
    expect(new Set(policy['connect-src']), url).toEqual(
      new Set(["'self'", originOf(config.apiUrl), ...remoteOrigins]),
    );
    expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
    expect(policy['object-src'], url).toEqual(["'none'"]);
    expect(policy['base-uri'], url).toEqual(["'self'"]);
    expect(policy['default-src'], url).toEqual(["'self'"]);
    // Emotion writes <style> elements at run time; scripts never run inline.
    expect(policy['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src'], url).toEqual(["'self'", 'data:', 'https:']);
    expect(response.headers.get('x-frame-options'), url).toBe('DENY');
    expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
  }
});

test("the API sends the same family of headers, limits bodies and counts sign-ins and a session's calls", async ({
  portal,
  adminSession,
}) => {
  const { token } = adminSession;
  const signInPage = await fetch(`${portal.apiUrl}/auth/oauth/google?popup=true&action=login&domain=admin`);
  const adminCall = await fetch(`${portal.apiUrl}/admin/users?limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  for (const response of [signInPage, adminCall]) {
    expect(response.status).toBe(200);
    const policy = parsePolicy(response.headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  }
  // Sign-in counts each caller's requests; a session's calls have a count of their own.
  expect(signInPage.headers.get('x-ratelimit-limit')).toBe(String(SIGN_IN_RATE_LIMIT.rateLimit.max));
  expect(signInPage.headers.get('x-ratelimit-remaining')).not.toBeNull();
  expect(adminCall.headers.get('x-ratelimit-limit')).toBe(String(DEFAULT_ADMIN_CALLS_PER_MINUTE));

  const oversized = await fetch(`${portal.apiUrl}/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: 'x'.repeat(64 * 1024) }),
  });
  expect(oversized.status).toBe(413);
});

interface ViolationLog {
  violations(): Promise<string[]>;
}

/** Collects every CSP violation the page reports, as events and as console messages. */
async function watchForViolations(page: Page): Promise<ViolationLog> {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return {
    async violations() {
      const events = await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
      );
      return [...events, ...consoleMessages];
    },
  };
}

test('every screen works under the policy without a single violation', async ({
  adminPage: page,
  api,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  // The probe at the end, which the policy must block.
  pageErrors.allowConsoleErrors(/127\.0\.0\.1:9\/not-in-the-policy/);
  const { users } = await api.get<UsersResponse>('/admin/users?limit=1');
  const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=1');
  const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=1');
  const log = await watchForViolations(page);

  const screens = [
    { path: '/app', ready: page.getByRole('region', { name: 'Growth Over Time' }).locator('svg').first() },
    { path: '/app/activities', ready: page.getByRole('table', { name: 'Activities' }) },
    { path: '/app/users', ready: page.getByRole('table', { name: 'Users' }) },
    { path: `/app/users/${users[0]!.id}`, ready: page.getByRole('region', { name: 'Personal Information' }) },
    { path: '/app/organisations', ready: page.getByRole('table', { name: 'Organisations' }) },
    {
      path: `/app/organisations/${organisations[0]!.id}`,
      ready: page.getByRole('heading', { level: 1, name: organisations[0]!.name }),
    },
    { path: '/app/coupons', ready: page.getByRole('table', { name: 'Coupons' }) },
    { path: `/app/coupons/${coupons[0]!.id}`, ready: page.getByRole('region', { name: 'Usage' }) },
    { path: '/settings', ready: page.getByRole('heading', { level: 1, name: 'Settings' }) },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready, screen.path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await log.violations(), screen.path).toEqual([]);
  }

  // The watch itself works: a call to an origin the policy does not name is blocked and reported.
  const blocked = await page.evaluate(() =>
    fetch('http://127.0.0.1:9/not-in-the-policy').then(
      () => 'fetched',
      () => 'blocked',
    ),
  );
  expect(blocked).toBe('blocked');
  await expect.poll(async () => (await log.violations()).join('\n')).toContain('connect-src');
});

test('/login works under the policy too, and no other site can frame the portal', async ({
  browser,
  portal,
  pageErrors,
}) => {
  // The framing the policy must refuse.
  pageErrors.allowConsoleErrors(
    /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
  );
  const page = await browser.newPage();
  const log = await watchForViolations(page);
  await page.goto(`${portal.shellUrl}/login`);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(await log.violations()).toEqual([]);

  // Any other page that frames the portal gets nothing.
  const framer = await browser.newPage();
  const refusals: string[] = [];
  framer.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await framer.setContent(`<iframe title="portal" src="${portal.shellUrl}/login"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await expect(
    framer.frameLocator('iframe').getByRole('button', { name: 'Sign in with Google' }),
  ).toHaveCount(0);
  await page.context().close();
  await framer.context().close();
});
