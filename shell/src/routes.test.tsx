import { apiClient, emitOrganisationChanged, login } from '@portal/api';
import { makeSessionUser, setupApi, testApiUrl } from '@portal/ui/testing';
import { BrowserRouter, useLocation } from '@portal/router';
import { PortalThemeProvider, setRemoteLoader, ToastViewport } from '@portal/ui';
import { TestApiProvider } from '@portal/api/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PortalRoutes } from './routes';
import { configuredSections } from './sections/sections';
import { configureSpecSections } from './testing/specSections';

configureSpecSections();

// The federation runtime only knows remotes in a built page.
jest.mock('@portal/federation', () => ({ useRemoteStatuses: () => [] }));

/** Each remote's Section says which remote it is and the path it sees. */
function fakeSection(name: string) {
  return function Section() {
    const { pathname } = useLocation();
    return <h1>{`${name} remote at ${pathname}`}</h1>;
  };
}

setupApi(
  http.get(testApiUrl('/admin/users'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
);
beforeEach(() => setRemoteLoader(async (id) => ({ default: fakeSection(id.split('/')[0] ?? id) })));

function renderPortal(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <PortalThemeProvider>
      <TestApiProvider>
        <BrowserRouter>
          <PortalRoutes sections={configuredSections()} />
        </BrowserRouter>
        <ToastViewport />
      </TestApiProvider>
    </PortalThemeProvider>,
  );
}
const currentPath = () => `${window.location.pathname}${window.location.search}`;

describe('signed in as an admin', () => {
  beforeEach(async () => {
    await login('t1', makeSessionUser());
  });

  test('/ leads to /app, which shows the dashboard remote inside the layout', async () => {
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'dashboard remote at /app' })).toBeInTheDocument();
    expect(currentPath()).toBe('/app');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | ADMIN');
  });

  test.each([
    ['/app/activities', 'activities remote at /app/activities', 'Activities | ADMIN'],
    ['/app/users/42', 'users remote at /app/users/42', 'Users | ADMIN'],
    ['/app/organisations/7', 'organisations remote at /app/organisations/7', 'Organisations | ADMIN'],
    ['/app/coupons', 'coupons remote at /app/coupons', 'Coupons | ADMIN'],
  ])('%s mounts its remote', async (path, heading, title) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  test.each(['/nowhere', '/app/nowhere/else', '/dashboard'])(
    'the unknown path %s leads to /app',
    async (path) => {
      renderPortal(path);
      expect(await screen.findByRole('heading', { name: 'dashboard remote at /app' })).toBeInTheDocument();
      expect(currentPath()).toBe('/app');
    },
  );

  test.each([
    ['/APP', '/app', 'dashboard remote at /app', 'Dashboard | ADMIN'],
    ['/APP/users?search=ann', '/app/users?search=ann', 'users remote at /app/users', 'Users | ADMIN'],
    ['/App/Users/42', '/app/users/42', 'users remote at /app/users/42', 'Users | ADMIN'],
  ])('%s, a route in another case, redirects to %s', async (path, canonical, heading, title) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(canonical);
    expect(document.title).toBe(title);
  });

  test('/settings is inside the layout', async () => {
    renderPortal('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  test('/login sends a signed-in admin to /app', async () => {
    renderPortal('/login');
    await waitFor(() => expect(currentPath()).toBe('/app'));
  });

  test('/auth/bridge says the feature is not available', async () => {
    renderPortal('/auth/bridge');
    expect(await screen.findByText('This feature is not available in the admin portal.')).toBeInTheDocument();
  });

  test('an expired session shows the warning toast and goes to /login, remembering the page', async () => {
    renderPortal('/app/users');
    await screen.findByRole('heading', { name: 'users remote at /app/users' });
    await act(() => expect(apiClient.get('/admin/users')).rejects.toThrow('Authentication failed'));
    await waitFor(() => expect(currentPath()).toBe('/login?returnUrl=%2Fapp%2Fusers'));
    const toast = await screen.findByText('Your session has expired. Please log in again.');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  test('a forced organisation change is announced; an ordinary one is not', async () => {
    const text =
      'Your access to the previous organisation was revoked. You have been switched to another organisation.';
    renderPortal('/app');
    await screen.findByRole('heading', { name: 'dashboard remote at /app' });
    act(() => emitOrganisationChanged({ forced: false }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    act(() => emitOrganisationChanged({ forced: true }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

test('signed out, /app/users leads to /login, which remembers the page', async () => {
  renderPortal('/app/users');
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(currentPath()).toBe('/login?returnUrl=%2Fapp%2Fusers');
  expect(document.title).toBe('Login | ADMIN');
});

test('a non-admin sees the 403 page on /settings too', async () => {
  await login('t1', makeSessionUser({ isAdmin: false }));
  renderPortal('/settings');
  expect(await screen.findByRole('heading', { name: 'Access Forbidden' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});
