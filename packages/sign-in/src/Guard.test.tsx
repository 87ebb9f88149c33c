import { login } from '@portal/api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  makeSessionUser,
  renderWithProviders,
  setupApi,
  testApiUrl,
  type RenderWithProvidersResult,
} from '@portal/ui/testing';
import { Guard } from './Guard';

const { server } = setupApi();

let view: RenderWithProvidersResult;
const renderGuarded = (options: { from?: string; route?: string } = {}) => {
  view = renderWithProviders(
    <Guard>
      <h1>Admin page</h1>
    </Guard>,
    { route: '/app/users', path: '/app/*', ...options },
  );
};
const location = () => view.location().url;

test('shows a spinner while the session loads, then the page', async () => {
  server.use(
    http.get(testApiUrl('/user/profile'), async () => {
      await delay(50);
      return HttpResponse.json(makeSessionUser());
    }),
  );
  let signedIn: Promise<unknown> = Promise.resolve();
  act(() => {
    signedIn = login('t1');
  });
  renderGuarded();
  expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument();
  await act(() => signedIn);
  expect(screen.getByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
});

test('without a user it replaces the page with /login, remembering the page asked for', async () => {
  renderGuarded({ route: '/app/users/42?tab=activity' });
  expect(location()).toBe('/login?returnUrl=%2Fapp%2Fusers%2F42%3Ftab%3Dactivity');
  expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument();
});

test.each(['/app', '/app/'])('without a user on the default %s it goes to plain /login', async (route) => {
  renderGuarded({ route });
  expect(location()).toBe('/login');
});

test('an admin sees the page', async () => {
  await login('t1', makeSessionUser({ isAdmin: true }));
  renderGuarded();
  expect(screen.getByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  expect(location()).toBe('/app/users');
});

describe('a signed-in user who is not an admin', () => {
  beforeEach(async () => {
    await login('t1', makeSessionUser({ isAdmin: false, role: null }));
  });

  test('sees the 403 page with its exact texts', () => {
    renderGuarded();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Forbidden' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You don't have permission to access this resource. Contact your organisation admin if you believe this is an error.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument();
  });

  test('Go Home leads to /', async () => {
    renderGuarded();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(location()).toBe('/');
  });

  test('Go Back returns to the previous page', async () => {
    renderGuarded({ from: '/app/coupons' });
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location()).toBe('/app/coupons'));
  });

  test('Sign in with another account ends the session and lands on /login', async () => {
    const requests: string[] = [];
    server.use(
      http.post(testApiUrl('/auth/logout'), ({ request }) => {
        requests.push(`${request.method} ${request.headers.get('Authorization')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sessionStorage.setItem('quickFind.recent', '["ada"]');
    renderGuarded();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(requests).toEqual(['POST Bearer t1']);
    expect(['token', 'refreshToken', 'user'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(sessionStorage.length).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Access Forbidden' })).not.toBeInTheDocument();
  });

  test('a failed logout call still ends the session and lands on /login', async () => {
    server.use(http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 500 })));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Logout request failed', expect.any(Error));
    consoleError.mockRestore();
  });
});
