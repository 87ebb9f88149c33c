import { MemoryRouter } from '@portal/router';
import { render, screen, within } from '@testing-library/react';
import { PathBreadcrumbs } from './PathBreadcrumbs';

function renderAt(path: string, currentLabel?: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PathBreadcrumbs currentLabel={currentLabel} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumb' });
}

describe('PathBreadcrumbs', () => {
  it('links every segment but the last to its prefix and names the last one by currentLabel', () => {
    const trail = renderAt('/app/organisations/org-7', 'Acme <b>Pty</b>');
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/app'],
      ['Organisations', '/app/organisations'],
    ]);
    expect(within(trail).getByText('Acme <b>Pty</b>')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the decoded segment as the last crumb until a label is known', () => {
    const trail = renderAt('/app/users/user%201');
    expect(within(trail).getByText('user 1')).toHaveAttribute('aria-current', 'page');
  });
});
