import { renderWithProviders } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSections } from '../sections/sections';
import { configureSpecSections, SPEC_SECTIONS } from '../testing/specSections';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { sectionShortcuts } from './shortcutList';

beforeEach(configureSpecSections);

function Page() {
  return (
    <main>
      <input type="search" aria-label="Search by name or email..." />
      <textarea aria-label="Notes" />
      <KeyboardShortcuts />
    </main>
  );
}

const renderPage = () => renderWithProviders(<Page />, { route: '/app/coupons' });

describe('KeyboardShortcuts', () => {
  it('gives a section added to the config the first free letter of its label, without a shell build', async () => {
    configureSections([
      ...SPEC_SECTIONS,
      {
        name: 'reports',
        label: 'Reports',
        icon: 'reports',
        basePath: '/app/reports',
        manifestUrl: '/r.json',
      },
      { name: 'audit', label: 'Audit', icon: 'audit', basePath: '/app/audit', manifestUrl: '/a.json' },
    ]);
    expect(sectionShortcuts().map(({ key, path }) => `${key} ${path}`)).toEqual([
      'd /app/',
      'a /app/activities',
      'u /app/users',
      'o /app/organisations',
      'c /app/coupons',
      'r /app/reports',
      'i /app/audit', // a, u and d are taken: the next free letter
    ]);
    const user = userEvent.setup();
    const view = renderWithProviders(<Page />, { route: '/app/settings' });
    await user.keyboard('gr');
    expect(view.location().pathname).toBe('/app/reports');
  });

  it.each([
    ['d', '/app/'],
    ['a', '/app/activities'],
    ['u', '/app/users'],
    ['o', '/app/organisations'],
    ['c', '/app/coupons'],
  ])('goes to a section with g then %s', async (key, path) => {
    const user = userEvent.setup();
    const view = renderWithProviders(<Page />, { route: '/app/settings' });
    await user.keyboard(`g${key}`);
    expect(view.location().pathname).toBe(path);
  });

  it('focuses the page search with /, and does nothing while typing in a field', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search by name or email...' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await user.type(search, 'gu?');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'go/');
    expect(search).toHaveValue('gu?');
    expect(view.location().pathname).toBe('/app/coupons');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the shortcuts on ?', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('g then uGo to Users');
    expect(dialog).toHaveTextContent("/Focus the page's search");
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
