import { configureSections } from '../sections/sections';
import { SPEC_SECTIONS } from '../testing/specSections';
import { ActivitiesIcon, SectionIcon } from './icons';
import { isMenuItemActive, sectionItems, SETTINGS_ITEMS } from './menuItems';

test('the menu lists the configured sections in their order, then Settings in its own group', () => {
  configureSections(SPEC_SECTIONS);
  expect(sectionItems().map((item) => [item.label, item.path])).toEqual([
    ['Dashboard', '/app/'],
    ['Activities', '/app/activities'],
    ['Users', '/app/users'],
    ['Organisations', '/app/organisations'],
    ['Coupons', '/app/coupons'],
  ]);
  expect(SETTINGS_ITEMS.map((item) => [item.label, item.path])).toEqual([['Settings', '/settings']]);
});

test('a section the shell was not built with shows with its own label, and the default icon for a key it does not know', () => {
  configureSections([
    ...SPEC_SECTIONS.slice(0, 2),
    {
      name: 'reports',
      label: 'Reports',
      icon: 'bar-chart',
      basePath: '/app/reports',
      manifestUrl: 'https://reports.example.test/mf-manifest.json',
    },
  ]);
  const items = sectionItems();
  expect(items.map((item) => [item.label, item.path])).toEqual([
    ['Dashboard', '/app/'],
    ['Activities', '/app/activities'],
    ['Reports', '/app/reports'],
  ]);
  expect(items[1]?.icon).toBe(ActivitiesIcon);
  expect(items[2]?.icon).toBe(SectionIcon);
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
