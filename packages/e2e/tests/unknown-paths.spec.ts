// docs/product.md "Screens", route table: "any other path | Redirects to /app", at any depth and in every
// section. A section's own routes decide what is unknown under its path (SectionRoutes).
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | ADMIN');
}

test('unknown paths under every section, at any depth, land on /app', async ({
  adminPage,
  api,
  pageErrors,
}) => {
  pageErrors.watch(adminPage);
  const [{ users }, { organisations }, { coupons }] = await Promise.all([
    api.get<UsersResponse>('/admin/users?limit=1'),
    api.get<OrganisationsResponse>('/admin/organisations?limit=1'),
    api.get<CouponsResponse>('/admin/coupons?limit=100'),
  ]);
  const userId = encodeURIComponent(users[0]!.id);
  const organisationId = encodeURIComponent(organisations[0]!.id);
  const couponId = encodeURIComponent(coupons[0]!.id);
  const unknownPaths = [
    `/app/coupons/${couponId}/edit`,
    `/app/users/${userId}/x`,
    '/app/organisations/a/b',
    `/app/organisations/${organisationId}/team/more`,
    '/app/activities/x',
    '/app/activities/x/y',
    '/app/nowhere',
    '/app/nowhere/at/all',
  ];
  for (const path of unknownPaths) {
    await adminPage.goto(path);
    await expectDashboard(adminPage);
  }
});

test('an unknown path reached inside the portal, without a page load, lands on /app too', async ({
  adminPage,
  pageErrors,
}) => {
  pageErrors.watch(adminPage);
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // The portal's router follows history changes made by the page itself (a link, Back, Forward).
  await adminPage.evaluate(() => {
    window.history.pushState(null, '', '/app/users/a/b');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectDashboard(adminPage);
});

test('the paths a section knows still open their pages', async ({ adminPage, api, pageErrors }) => {
  pageErrors.watch(adminPage);
  const { users } = await api.get<UsersResponse>('/admin/users?limit=1');
  const user = users[0]!;
  await adminPage.goto(`/app/users/${encodeURIComponent(user.id)}`);
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(
    user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.email,
  );
  await adminPage.goto('/app/activities');
  await expect(adminPage).toHaveURL(/\/app\/activities$/);
  await expect(adminPage.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
});

test('a route spelled in another case redirects to its one spelling, its menu item highlighted', async ({
  adminPage,
  pageErrors,
}) => {
  pageErrors.watch(adminPage);
  const menu = adminPage.getByRole('navigation', { name: 'Main menu' });
  await adminPage.goto('/APP');
  await expectDashboard(adminPage);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await adminPage.goto('/APP/users?search=ann');
  await expect(adminPage).toHaveURL(/\/app\/users\?search=ann$/);
  await expect(adminPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(adminPage).toHaveTitle('Users | ADMIN');
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
});
