import { screen, waitFor } from '@testing-library/react';
import { resetApiForTests } from '@portal/api/testing';
import { answerError, renderWithProviders, type RenderWithProvidersResult } from '@portal/ui/testing';
import { CallbackPage } from './CallbackPage';
import { POPUP_CLOSE_DELAY_MS } from './completeCallback';
import { recordSignInStart, SIGN_IN_ATTEMPT_LIFETIME_MS } from './signInAttempt';
import { setupSignInApi } from './testing/setupSignInApi';

const { admin, server } = setupSignInApi();
/** The value the last recorded sign-in sent to the API, which hands it back beside the token. */
let attempt = '';
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

/** Waits for the popup to close itself; every popup test does, so no close timer outlives its test. */
const popupCloses = (close: jest.SpyInstance) =>
  waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: POPUP_CLOSE_DELAY_MS + 1000 });

/** The login page that opened the popup; `signInStarted` when it recorded a sign-in (its session storage is this window's here). */
function givenOpener({ signInStarted = true } = {}) {
  if (signInStarted) attempt = recordSignInStart();
  const opener = { closed: false, postMessage: jest.fn(), sessionStorage: window.sessionStorage };
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
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}&refreshToken=r1&popup=true`);
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
      `/auth/callback?provider=google&action=login&token=t1&attempt=${attempt}&refreshToken=r1&popup=true`,
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
    attempt = recordSignInStart();
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}&returnUrl=%2Fapp%2Fusers`);
    await waitFor(() => expect(location()).toBe('/app/users'));
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  test('without a returnUrl it goes to /dashboard', async () => {
    attempt = recordSignInStart();
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}`);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('a returnUrl on another host is refused', async () => {
    attempt = recordSignInStart();
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}&returnUrl=%2F%2Fevil.example`);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('a failed profile load: Failed to complete authentication, on the login page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answerError('/user/profile', 500));
    attempt = recordSignInStart();
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}`);
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

describe('binding to the sign-in this browser started', () => {
  test('a token for a sign-in this tab did not start is refused and never stored', async () => {
    renderCallback('provider=google&action=login&token=foreign&refreshToken=r1');
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  test('in a popup whose opener started no sign-in, the failure is posted and nothing is stored', async () => {
    const opener = givenOpener({ signInStarted: false });
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    renderCallback('provider=google&action=login&token=foreign&popup=true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'login_error', action: 'login', error: 'Authentication failed' },
      'http://localhost',
    );
    expect(localStorage.getItem('token')).toBeNull();
    await popupCloses(close);
  });

  test('the session swap: a token handed back without the value of the tab is refused, though the tab started a sign-in', async () => {
    attempt = recordSignInStart();
    renderCallback('provider=google&action=login&token=attacker&refreshToken=r1');
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a token handed back with another sign-in value is refused, and the tab record is spent', async () => {
    attempt = recordSignInStart();
    const first = renderCallback(
      'provider=google&action=login&token=attacker&attempt=0123456789abcdef0123456789abcdef',
    );
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
    first.unmount();
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}`);
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a started sign-in is spent by its callback: a second one is refused', async () => {
    attempt = recordSignInStart();
    const first = renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}`);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    first.unmount();
    resetApiForTests();
    renderCallback(`provider=google&action=login&token=t2&attempt=${attempt}`);
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a sign-in started longer ago than its lifetime is refused', async () => {
    attempt = recordSignInStart(window.sessionStorage, Date.now() - SIGN_IN_ATTEMPT_LIFETIME_MS - 1);
    renderCallback(`provider=google&action=login&token=t1&attempt=${attempt}`);
    await waitFor(() => expect(location()).toBe('/login?error=Authentication+failed'));
  });

  test('the tokens leave the address bar and the history entry at once', async () => {
    attempt = recordSignInStart();
    window.history.replaceState(
      null,
      '',
      `/auth/callback?provider=google&action=login&token=t1&attempt=${attempt}&refreshToken=r1&returnUrl=%2Fapp`,
    );
    renderCallback(
      `provider=google&action=login&token=t1&attempt=${attempt}&refreshToken=r1&returnUrl=%2Fapp`,
    );
    expect(window.location.pathname + window.location.search).toBe(
      '/auth/callback?provider=google&action=login&returnUrl=%2Fapp',
    );
    await waitFor(() => expect(location()).toBe('/app'));
    expect(localStorage.getItem('token')).toBe('t1');
  });
});

test('the sign-in runs once even when React runs the effect twice (StrictMode)', async () => {
  const opener = givenOpener();
  const close = jest.spyOn(window, 'close').mockImplementation(() => {});
  renderWithProviders(<CallbackPage />, {
    route: `/auth/callback?provider=google&action=login&token=t1&attempt=${attempt}&popup=true`,
    strictMode: true,
  });
  await popupCloses(close);
  expect(opener.postMessage).toHaveBeenCalledTimes(1);
  expect(close).toHaveBeenCalledTimes(1);
});
