// The shell learns its sections at run time from portal-config.json, so a section added
// to a deployed portal's config appears with no shell build (and this shell was built without it).
import type { Page } from '@playwright/test';
import type { PortalSection } from '@portal/registry';
import { withPortalConfig } from '../src/deploy';
import { expect, test } from './fixtures';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a section added only in portal-config.json shows in the menu, with the default icon for an unknown key, and renders', async ({
  adminPage: page,
  portal,
  pageErrors,
}) => {
  pageErrors.watch(page);
  // A deployed remote the registry and the shell's build do not know as "Promotions": the coupons
  // remote's build, entered in the config as a section of its own.
  const promotions: PortalSection = {
    name: 'coupons',
    label: 'Promotions',
    icon: 'sparkles',
    basePath: '/app/promotions',
    manifestUrl: `${portal.remoteUrl('coupons')}/mf-manifest.json`,
  };
  await withPortalConfig(
    (config) => ({
      ...config,
      sections: [...config.sections.filter((section) => section.name !== 'coupons'), promotions],
    }),
    async () => {
      await page.goto('/app');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
      const links = mainMenu(page).getByRole('link');
      await expect(links).toHaveText([
        'Dashboard',
        'Activities',
        'Users',
        'Organisations',
        // The demo's admin is an auditor (globalSetup.ts): the auditors-only Access log shows.
        'Access log',
        'Promotions',
        'Settings',
      ]);
      const item = mainMenu(page).getByRole('link', { name: 'Promotions' });
      await expect(item.locator('svg[data-icon="default-section"]')).toHaveCount(1);
      await expect(
        mainMenu(page).getByRole('link', { name: 'Users' }).locator('svg[data-icon="default-section"]'),
      ).toHaveCount(0);

      await item.click();
      await expect(page).toHaveURL(/\/app\/promotions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle('Promotions | ADMIN');
    },
  );
});
