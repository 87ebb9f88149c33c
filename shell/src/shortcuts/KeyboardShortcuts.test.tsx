import { renderWithProviders } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyboardShortcuts } from './KeyboardShortcuts';

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
