import { DEFAULT_RETURN_URL, loginPathFor, pageAfterSignIn, safeReturnUrl } from './safeReturnUrl';

const ORIGIN = 'http://localhost';

test.each(['/app', '/app/users/42?tab=activity#top', '/dashboard', '/app/users/a%2F%2Fb'])(
  'keeps the same-origin path %s',
  (path) => {
    expect(safeReturnUrl(path, ORIGIN)).toBe(path);
  },
);

test.each([
  ['missing', null],
  ['empty', ''],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with path', '//evil.example/app'],
  ['backslash host', '/\\evil.example'],
  ['backslash later on', '/app\\..\\\\evil.example'],
  ['absolute http', 'http://evil.example/app'],
  ['same origin but absolute', 'http://localhost/app'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['data scheme', 'data:text/html,<p>hi</p>'],
  ['relative path', 'app/users'],
  ['tab forging //', '/\t/evil.example'],
  ['newline', '/app\n'],
  ['null character', '/app\u0000'],
])('refuses a %s return URL', (_case, raw) => {
  expect(safeReturnUrl(raw, ORIGIN)).toBe(DEFAULT_RETURN_URL);
});

test('a refused return URL falls back to the fallback asked for', () => {
  expect(safeReturnUrl('//evil.example', ORIGIN, '/app')).toBe('/app');
});

describe('loginPathFor', () => {
  test('remembers the path and query of the page turned away', () => {
    expect(loginPathFor({ pathname: '/app/reports', search: '?q=x' })).toBe(
      '/login?returnUrl=%2Fapp%2Freports%3Fq%3Dx',
    );
  });

  test.each(['/app', '/app/'])('leaves the default %s out', (pathname) => {
    expect(loginPathFor({ pathname, search: '' })).toBe('/login');
  });
});

describe('pageAfterSignIn', () => {
  test('is the page the guard remembered', () => {
    const login = new URL(loginPathFor({ pathname: '/app/users/42', search: '?tab=a' }), ORIGIN);
    expect(pageAfterSignIn(login.searchParams.get('returnUrl'), ORIGIN)).toBe('/app/users/42?tab=a');
  });

  test.each([null, '', '//evil.example', 'https://evil.example/app'])(
    'is /app for the returnUrl %p',
    (returnUrl) => {
      expect(pageAfterSignIn(returnUrl, ORIGIN)).toBe('/app');
    },
  );
});
