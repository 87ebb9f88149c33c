import { DEFAULT_RETURN_URL, safeReturnUrl } from './safeReturnUrl';

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
