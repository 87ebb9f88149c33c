import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/ui/testing';
import { configureSpecSections } from '../testing/specSections';
import { warmSection } from '@portal/federation';
import { SideMenu } from './SideMenu';

jest.mock('@portal/federation', () => ({ warmSection: jest.fn() }));

configureSpecSections();

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const current = () =>
  within(menu())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.getAttribute('aria-label'));

test.each([
  ['/app', ['Dashboard']],
  ['/app/', ['Dashboard']],
  ['/app/users/42', ['Users']],
  ['/app/organisations', ['Organisations']],
  ['/app/coupons/c-1', ['Coupons']],
  ['/app/activities', ['Activities']],
  ['/settings', ['Settings']],
])('on %s the highlighted item is %s', (path, expected) => {
  renderWithProviders(<SideMenu collapsed={false} />, { route: path });
  expect(current()).toEqual(expected);
});

test('every item is a link to its path, in order, with Settings after the sections', () => {
  renderWithProviders(<SideMenu collapsed={false} />, { route: '/app' });
  const links = within(menu()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/app/'],
    ['Activities', '/app/activities'],
    ['Users', '/app/users'],
    ['Organisations', '/app/organisations'],
    ['Coupons', '/app/coupons'],
    ['Settings', '/settings'],
  ]);
  expect(within(menu()).getAllByRole('list')).toHaveLength(2);
  // Each link in its own list item: a list that holds anything else is miscounted by screen readers.
  expect(
    within(menu())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(links.map((link) => link.textContent));
});

test('collapsed, the items keep their names and show a tooltip', async () => {
  renderWithProviders(<SideMenu collapsed />, { route: '/app' });
  expect(screen.queryByText('Users')).not.toBeInTheDocument();
  const users = screen.getByRole('link', { name: 'Users' });
  await userEvent.hover(users);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Users');
});

test('a click on an item navigates there', async () => {
  const view = renderWithProviders(<SideMenu collapsed={false} />, { route: '/app' });
  await userEvent.click(screen.getByRole('link', { name: 'Coupons' }));
  expect(view.location().url).toBe('/app/coupons');
  expect(current()).toEqual(['Coupons']);
});

test('as a phone drawer, choosing an item navigates there and closes the drawer', async () => {
  const onClose = jest.fn();
  const view = renderWithProviders(<SideMenu collapsed={false} drawer={{ open: true, onClose }} />, {
    route: '/app',
  });
  await userEvent.click(screen.getByRole('link', { name: 'Users' }));
  expect(view.location().url).toBe('/app/users');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('as a closed phone drawer, the menu is not on screen', () => {
  renderWithProviders(<SideMenu collapsed={false} drawer={{ open: false, onClose: jest.fn() }} />, {
    route: '/app',
  });
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});

test("the pointer on a section's link, or the link focused, fetches that section's code; Settings has none", async () => {
  jest.mocked(warmSection).mockClear();
  renderWithProviders(<SideMenu collapsed={false} />, { route: '/app' });
  await userEvent.hover(screen.getByRole('link', { name: 'Organisations' }));
  expect(jest.mocked(warmSection).mock.calls).toEqual([['organisations']]);
  screen.getByRole('link', { name: 'Coupons' }).focus();
  expect(jest.mocked(warmSection).mock.calls).toEqual([['organisations'], ['coupons']]);
  await userEvent.hover(screen.getByRole('link', { name: 'Settings' }));
  expect(jest.mocked(warmSection)).toHaveBeenCalledTimes(2);
});
