import { Route } from '@portal/router';
import { renderWithProviders } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { SectionRoutes } from './SectionRoutes';

function UsersSection() {
  return (
    <SectionRoutes>
      <Route index element={<h1>Users</h1>} />
      <Route path=":userId" element={<h1>One user</h1>} />
    </SectionRoutes>
  );
}

const renderAt = (route: string) => renderWithProviders(<UsersSection />, { route, path: '/app/users/*' });

test.each(['/app/users', '/app/users?q=ada'])('%s opens the section index', (route) => {
  const view = renderAt(route);
  expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
  expect(view.location().url).toBe(route);
});

test('a path the section knows opens its page', () => {
  const view = renderAt('/app/users/u-1');
  expect(screen.getByRole('heading', { name: 'One user' })).toBeInTheDocument();
  expect(view.location().url).toBe('/app/users/u-1');
});

test.each(['/app/users/u-1/x', '/app/users/u-1/edit/more', '/app/users/a/b/c?page=2'])(
  '%s, unknown to the section, redirects to /app',
  (route) => {
    const view = renderAt(route);
    expect(view.location().url).toBe('/app');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  },
);
