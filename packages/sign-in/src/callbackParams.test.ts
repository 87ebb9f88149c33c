import { callbackErrorDestination, callbackStatusText, readCallbackParams } from './callbackParams';

const plan = (query: string, inPopup = false) => readCallbackParams(new URLSearchParams(query), inPopup);
const errorOf = (query: string, inPopup = false) => {
  const result = plan(query, inPopup);
  return result.kind === 'error' ? result.message : `no error: ${result.kind}`;
};

describe('status text per action', () => {
  test.each([
    ['login', 'Signing you in...'],
    ['LOGIN', 'Signing you in...'],
    ['signup', 'Completing account creation...'],
    ['link', 'Linking account...'],
    ['verify', 'Verifying your account...'],
    ['connect', 'Connecting your Xero Account...'],
    [null, 'Completing sign in...'],
    ['reset', 'Completing sign in...'],
  ])('%s: %s', (action, text) => {
    expect(callbackStatusText(action)).toBe(text);
  });
});

describe('LOGIN and SIGNUP', () => {
  test('a login with a token and refresh token signs in', () => {
    expect(plan('provider=google&action=login&token=t1&refreshToken=r1')).toEqual({
      kind: 'session',
      action: 'login',
      provider: 'google',
      token: 't1',
      refreshToken: 'r1',
    });
  });

  test('the refresh token is optional and upper-case actions are understood', () => {
    expect(plan('provider=google&action=SIGNUP&token=t1')).toEqual({
      kind: 'session',
      action: 'signup',
      provider: 'google',
      token: 't1',
      refreshToken: undefined,
    });
  });

  test('without a token: Missing authentication parameters', () => {
    expect(errorOf('provider=google&action=login')).toBe('Missing authentication parameters');
    expect(plan('provider=google&action=signup&token=')).toEqual({
      kind: 'error',
      action: 'signup',
      message: 'Missing authentication parameters',
    });
  });
});

describe('parameters every callback needs', () => {
  test('an error from the provider: Authentication failed', () => {
    expect(errorOf('provider=google&action=login&token=t1&error=access_denied')).toBe(
      'Authentication failed',
    );
  });

  test.each(['action=login&token=t1', 'provider=google&token=t1', 'provider=&action=login&token=t1', ''])(
    'provider and action are required (%s)',
    (query) => {
      expect(errorOf(query)).toBe('Missing required parameters');
    },
  );

  test('an unknown action', () => {
    expect(errorOf('provider=google&action=reset&token=t1')).toBe('Unknown OAuth action');
  });
});

describe('LINK, VERIFY and CONNECT need the popup', () => {
  test.each([
    ['link', 'Link action requires popup window'],
    ['verify', 'Verify action requires popup window'],
    ['connect', 'Connect action requires popup window'],
  ])('%s without a popup: %s', (action, text) => {
    expect(errorOf(`provider=google&action=${action}&state=s&code=c&verificationToken=v`)).toBe(text);
  });

  test('link needs state and code', () => {
    expect(errorOf('provider=google&action=link&code=c', true)).toBe('Missing OAuth parameters for linking');
    expect(errorOf('provider=google&action=link&state=s', true)).toBe('Missing OAuth parameters for linking');
    expect(plan('provider=google&action=link&state=s&code=c', true)).toEqual({
      kind: 'forward',
      action: 'link',
      provider: 'google',
      params: { state: 's', code: 'c' },
    });
  });

  test('verify needs the verification token', () => {
    expect(errorOf('provider=google&action=verify', true)).toBe('Missing verification parameters');
    expect(plan('provider=google&action=verify&verificationToken=v', true)).toEqual({
      kind: 'forward',
      action: 'verify',
      provider: 'google',
      params: { verificationToken: 'v' },
    });
  });

  test('connect needs only the provider', () => {
    expect(plan('provider=xero&action=connect&code=c', true)).toEqual({
      kind: 'forward',
      action: 'connect',
      provider: 'xero',
      params: { code: 'c' },
    });
  });
});

describe('where an error goes without a popup', () => {
  test('SIGNUP errors go to /join, every other to /login', () => {
    expect(callbackErrorDestination('signup', 'Missing authentication parameters')).toBe(
      '/join?error=Missing+authentication+parameters',
    );
    expect(callbackErrorDestination('login', 'Authentication failed')).toBe(
      '/login?error=Authentication+failed',
    );
    expect(callbackErrorDestination(null, 'Missing required parameters')).toBe(
      '/login?error=Missing+required+parameters',
    );
  });
});
