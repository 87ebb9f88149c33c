import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  makeSessionUser,
  renderWithProviders,
  setupApi,
  testApiUrl,
  type RenderWithProvidersResult,
} from '@portal/ui/testing';
import { CallbackPage } from './CallbackPage';
import { POPUP_CLOSE_DELAY_MS } from './completeCallback';

const admin = makeSessionUser();
const { server } = setupApi(http.get(testApiUrl('/user/profile'), () => HttpResponse.json(admin)));
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

/** Waits for the popup to close itself; every popup test does, so no close timer outlives its test. */
const popupCloses = (close: jest.SpyInstance) =>
  waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: POPUP_CLOSE_DELAY_MS + 1000 });

function givenOpener() {
  const opener = { closed: false, postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

const renderCallback = (query: string) =>
  (view = renderWithProviders(<CallbackPage />, {
    route: `/auth/callback?${query}`,
    path: '/auth/callback',
  }));
let view: RenderWithProvidersResult;
const location = () => view.location().url;

describe('in a popup', () => {
  test('a login stores the tokens, posts the result to the opener on its own origin and closes after 1 s', async () => {
    const opener = givenOpener();
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    renderCallback('provider=google&action=login&token=t1&refreshToken=r1&popup=true');
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();

    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledTimes(1));
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        type: 'login_success',
        action: 'login',
        provider: 'google',
        token: 't1',
        refreshToken: 'r1',
        user: admin,
      },
      'http://localhost',
    );
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(close).not.toHaveBeenCalled();
    await popupCloses(close);
    expect(location()).toBe(
      '/auth/callback?provider=google&action=login&token=t1&refreshToken=r1&popup=true',
    );
  });

  test('an error is posted to the opener and shown until the popup closes', async () => {
    const opener = givenOpener();
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    renderCallback('provider=google&action=link&state=s&popup=true');
    expect(screen.getByText('Linking account...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing OAuth parameters for linking');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'link_error', action: 'link', error: 'Missing OAuth parameters for linking' },
      'http://localhost',
    );
    await popupCloses(close);
    expect(screen.getByRole('alert')).toHaveTextContent('Missing OAuth parameters for linking');
  });

  test('a verify result is forwarded to the opener', async () => {
    const opener = givenOpener();
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    renderCallback('provider=google&action=verify&verificationToken=v1&popup=true');
    expect(screen.getByText('Verifying your account...')).toBeInTheDocument();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: 'verify_success', action: 'verify', provider: 'google', verificationToken: 'v1' },
        'http://localhost',
      ),
    );
    await popupCloses(close);
  });

  test('popup=true without an opener is treated as no popup', async () => {
    renderCallback('provider=google&action=connect&popup=true');
    await waitFor(() => expect(location()).toBe('/login?error=Connect+action+requires+popup+window'));
  });
});

describe('without a popup', () => {
  test('a login goes to a same-origin returnUrl', async () => {
    renderCallback('provider=google&action=login&token=t1&returnUrl=%2Fapp%2Fusers');
    await waitFor(() => expect(location()).toBe('/app/users'));
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  test('without a returnUrl it goes to /dashboard', async () => {
    renderCallback('provider=google&action=login&token=t1');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('a returnUrl on another host is refused', async () => {
    renderCallback('provider=google&action=login&token=t1&returnUrl=%2F%2Fevil.example');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('a failed profile load: Failed to complete authentication, on the login page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(testApiUrl('/user/profile'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderCallback('provider=google&action=login&token=t1');
    await waitFor(() => expect(location()).toBe('/login?error=Failed+to+complete+authentication'));
  });

  test('a SIGNUP error goes to /join, a LOGIN error to /login', async () => {
    renderCallback('provider=google&action=signup');
    await waitFor(() => expect(location()).toBe('/join?error=Missing+authentication+parameters'));
  });

  test('an error from the provider goes to /login', async () => {
    renderCallback('provider=google&action=login&error=access_denied');
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
  });

  test('without an action: Missing required parameters', async () => {
    renderCallback('provider=google');
    await waitFor(() => expect(location()).toBe('/login?error=Missing+required+parameters'));
  });
});

test('the sign-in runs once even when React runs the effect twice (StrictMode)', async () => {
  const opener = givenOpener();
  const close = jest.spyOn(window, 'close').mockImplementation(() => {});
  renderWithProviders(<CallbackPage />, {
    route: '/auth/callback?provider=google&action=login&token=t1&popup=true',
    strictMode: true,
  });
  await popupCloses(close);
  expect(opener.postMessage).toHaveBeenCalledTimes(1);
  expect(close).toHaveBeenCalledTimes(1);
});
