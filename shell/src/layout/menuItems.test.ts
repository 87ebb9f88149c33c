import { isMenuItemActive, SECTION_ITEMS, SETTINGS_ITEMS } from './menuItems';

test('the menu lists the sections in order, then Settings in its own group', () => {
  expect(SECTION_ITEMS.map((item) => [item.label, item.path])).toEqual([
    ['Dashboard', '/app/'],
    ['Activities', '/app/activities'],
    ['Users', '/app/users'],
    ['Organisations', '/app/organisations'],
    ['Coupons', '/app/coupons'],
  ]);
  expect(SETTINGS_ITEMS.map((item) => [item.label, item.path])).toEqual([['Settings', '/settings']]);
});

test.each([
  ['/app/', '/app', true],
  ['/app/', '/app/', true],
  ['/app/', '/app/users', false],
  ['/app/', '/settings', false],
  ['/app/users', '/app/users', true],
  ['/app/users', '/app/users/42', true],
  ['/app/users', '/app/users/', true],
  ['/app/users', '/app/usersarchive', false],
  ['/app/users', '/app', false],
  ['/app/organisations', '/app/organisations/7', true],
  ['/app/coupons', '/app/organisations', false],
  ['/settings', '/settings', true],
  ['/settings', '/app', false],
])('item %s on %s: %s', (itemPath, pathname, active) => {
  expect(isMenuItemActive(itemPath, pathname)).toBe(active);
});
