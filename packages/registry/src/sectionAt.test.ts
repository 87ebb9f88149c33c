import { sectionAt } from './sectionAt';
import { SECTION_REGISTRY } from './sections';

describe('sectionAt', () => {
  it.each([
    ['/app', 'dashboard', []],
    ['/app/', 'dashboard', []],
    ['/app/users', 'users', []],
    ['/app/users/', 'users', []],
    ['/app/users/42', 'users', ['42']],
    ['/app/coupons/SUMMER%2024', 'coupons', ['SUMMER 24']],
    ['/app/coupons/%E0%A4%A', 'coupons', ['%E0%A4%A']],
  ])('%s is in %s, at %j', (pathname, name, segments) => {
    expect(sectionAt(pathname, SECTION_REGISTRY)).toMatchObject({ section: { name }, segments });
  });

  it.each(['/login', '/settings', '/app/usersX', '/'])('%s is in no section', (pathname) => {
    expect(sectionAt(pathname, SECTION_REGISTRY)).toBeNull();
  });
});
