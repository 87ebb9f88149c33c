import { configureSpecSections } from '../testing/specSections';
import { documentTitleFor } from './documentTitle';

configureSpecSections();

test.each([
  ['/app', 'Dashboard | ADMIN'],
  ['/app/', 'Dashboard | ADMIN'],
  ['/app/users', 'Users | ADMIN'],
  ['/app/users/42', 'Users | ADMIN'],
  ['/app/organisations/7', 'Organisations | ADMIN'],
  ['/app/coupons', 'Coupons | ADMIN'],
  ['/app/activities', 'Activities | ADMIN'],
  ['/settings', 'Settings | ADMIN'],
  ['/login', 'Login | ADMIN'],
  ['/auth/callback', 'Signing in | ADMIN'],
  ['/', 'Admin Portal | ADMIN'],
])('%s: %s', (pathname, title) => {
  expect(documentTitleFor(pathname)).toBe(title);
});
