import { login } from '@portal/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerError,
  makeSessionUser,
  renderWithProviders,
  testApiUrl,
  type RenderWithProvidersResult,
} from '@portal/ui/testing';
import { LoginPage } from './LoginPage';
import { spendSignInStart } from './signInAttempt';
import { setupSignInApi } from './testing/setupSignInApi';

const { admin, server } = setupSignInApi();

/** Stands in for the window `window.open` returns. */
function givenPopup() {
  const popup = { closed: false, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function postMessage(
  data: unknown,
  { source, origin = window.location.origin }: { source: unknown; origin?: string },
) {
  const event = new MessageEvent('message', { data, origin });
  // jsdom only takes real windows as a source; the login page compares identity, which this keeps.
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

let view: RenderWithProvidersResult;
const renderLogin = (route = '/login') => {
  view = renderWithProviders(<LoginPage />, { route, path: '/login' });
};
const location = () => view.location().url;
const signInButton = () => screen.getByRole('button', { name: /Sign in with Google|Signing in\.\.\./ });

function startSignIn(route = '/login') {
  const popupMock = givenPopup();
  renderLogin(route);
  fireEvent.click(signInButton());
  return popupMock;
}

test('shows the title, the text and the button', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.getByText('Sign in with your company Google account')).toBeInTheDocument();
  expect(signInButton()).toHaveTextContent('Sign in with Google');
  expect(signInButton()).toBeEnabled();
});

test('opens a 500x600 popup at the Google sign-in of the API and waits, disabled', () => {
  const { open } = startSignIn();
  expect(open).toHaveBeenCalledTimes(1);
  const [url, , features] = open.mock.calls[0] as [string, string, string];
  expect(url).toMatch(
    /^http:\/\/api\.test\/auth\/oauth\/google\?popup=true&action=login&domain=admin&attempt=[0-9a-f]{32}$/,
  );
  expect(features).toMatch(/width=500,height=600/);
  expect(signInButton()).toHaveTextContent('Signing in...');
  expect(signInButton()).toBeDisabled();
});

test('a remote served alone asks the API to return the popup to its own origin', () => {
  const { open } = givenPopup();
  view = renderWithProviders(<LoginPage returnOrigin="http://localhost:3002" />, {
    route: '/login',
    path: '/login',
  });
  fireEvent.click(signInButton());
  const [url] = open.mock.calls[0] as [string];
  expect(url).toMatch(
    /^http:\/\/api\.test\/auth\/oauth\/google\?popup=true&action=login&domain=admin&origin=http%3A%2F%2Flocalhost%3A3002&attempt=[0-9a-f]{32}$/,
  );
});

test('records in this tab that it started a sign-in, which its callback alone may complete', () => {
  expect(spendSignInStart(window.sessionStorage, null)).toBe(false);
  const { open } = startSignIn();
  const [url] = open.mock.calls[0] as [string];
  const attempt = new URL(url).searchParams.get('attempt');
  expect(attempt).toMatch(/^[0-9a-f]{32}$/);
  expect(spendSignInStart(window.sessionStorage, attempt)).toBe(true);
});

test('a blocked popup asks to allow popups', () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  renderLogin();
  fireEvent.click(signInButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Please allow popups for this site to sign in.');
  expect(signInButton()).toBeEnabled();
});

// The 1 s poll of docs/product.md "Numbers" by value (a test reading POPUP_POLL_MS would follow a changed constant).
test('the button comes back at the next 1 s poll after the popup is closed', () => {
  jest.useFakeTimers();
  const { popup } = startSignIn();
  act(() => jest.advanceTimersByTime(1000));
  expect(signInButton()).toBeDisabled();
  popup.closed = true;
  act(() => jest.advanceTimersByTime(999));
  expect(signInButton()).toBeDisabled();
  act(() => jest.advanceTimersByTime(1));
  expect(signInButton()).toBeEnabled();
  expect(signInButton()).toHaveTextContent('Sign in with Google');
});

describe('messages from the popup', () => {
  const success = {
    type: 'login_success',
    action: 'login',
    provider: 'google',
    token: 't1',
    refreshToken: 'r1',
  };

  test('a success with the login action and a token logs in and goes to /app', async () => {
    const { popup } = startSignIn();
    postMessage(success, { source: popup });
    await waitFor(() => expect(location()).toBe('/app'));
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  test('a success goes to the page the guard turned away, with its query', async () => {
    const { popup } = startSignIn('/login?returnUrl=%2Fapp%2Freports%3Fq%3Dx%26page%3D2');
    postMessage(success, { source: popup });
    await waitFor(() => expect(location()).toBe('/app/reports?q=x&page=2'));
  });

  test.each(['//evil.example/app', 'https://evil.example/app', '/\\evil.example'])(
    'a success with a returnUrl of %s goes to /app, never off the site',
    async (returnUrl) => {
      const { popup } = startSignIn(`/login?${new URLSearchParams({ returnUrl })}`);
      postMessage(success, { source: popup });
      await waitFor(() => expect(location()).toBe('/app'));
    },
  );

  test('a message from another origin is ignored', async () => {
    const { popup } = startSignIn();
    postMessage(success, { source: popup, origin: 'http://evil.example' });
    postMessage({ type: 'login_error', error: 'forged' }, { source: popup, origin: 'http://evil.example' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(location()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a same-origin message from another window than the popup is ignored', async () => {
    startSignIn();
    postMessage(success, { source: window });
    postMessage(success, { source: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(location()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('the legacy shape logs in with the user it carries', async () => {
    const { popup } = startSignIn();
    // onUnhandledRequest 'error' would fail a profile fetch: the user in the message is used.
    server.use(http.get(testApiUrl('/user/profile'), () => HttpResponse.error()));
    postMessage({ type: 'OAUTH_SUCCESS', token: 'legacy-token', user: admin }, { source: popup });
    await waitFor(() => expect(location()).toBe('/app'));
    expect(localStorage.getItem('token')).toBe('legacy-token');
  });

  test('a success without a token: Failed to complete login', () => {
    const { popup } = startSignIn();
    postMessage({ type: 'login_success', action: 'login', provider: 'google' }, { source: popup });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to complete login. Please try again.');
  });

  test('a token the API rejects: Failed to complete login', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answerError('/user/profile', 500));
    const { popup } = startSignIn();
    postMessage(success, { source: popup });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete login. Please try again.');
    expect(location()).toBe('/login');
  });

  test('an error with a message shows that message', () => {
    const { popup } = startSignIn();
    postMessage(
      { type: 'login_error', action: 'login', error: 'Missing authentication parameters' },
      { source: popup },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Missing authentication parameters');
  });

  test.each([{ type: 'oauth_error' }, { type: 'OAUTH_ERROR', error: '' }])(
    'an error without a message (%o): OAuth login failed',
    (message) => {
      const { popup } = startSignIn();
      postMessage(message, { source: popup });
      expect(screen.getByRole('alert')).toHaveTextContent('OAuth login failed. Please try again.');
    },
  );

  test('messages that are not about a login are ignored', () => {
    const { popup } = startSignIn();
    postMessage('hello', { source: popup });
    postMessage({ type: 'signup_success', action: 'signup', token: 't1' }, { source: popup });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signInButton()).toBeDisabled();
  });
});

test('an error handed over in the query is shown', () => {
  renderLogin('/login?error=Authentication+failed');
  expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
});

test('a signed-in admin goes on to /app', async () => {
  await login('t1', admin);
  renderLogin();
  expect(location()).toBe('/app');
});

test('a signed-in admin goes on to the page asked for', async () => {
  await login('t1', admin);
  renderLogin('/login?returnUrl=%2Fapp%2Fusers%2F42');
  expect(location()).toBe('/app/users/42');
});

test('a signed-in non-admin stays to sign in with another account', async () => {
  await login('t1', makeSessionUser({ isAdmin: false }));
  renderLogin();
  expect(location()).toBe('/login');
  expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
});
