import { canonicalPath } from './canonicalPath';

const ROUTES = ['/login', '/app', '/app/users', '/app/organisations', '/settings'];

describe('canonicalPath', () => {
  it('lower-cases a route spelled in another case', () => {
    expect(canonicalPath('/APP', ROUTES)).toBe('/app');
    expect(canonicalPath('/APP/users', ROUTES)).toBe('/app/users');
    expect(canonicalPath('/App/Users', ROUTES)).toBe('/app/users');
    expect(canonicalPath('/Settings', ROUTES)).toBe('/settings');
  });

  it('keeps what follows the route (an id) as written', () => {
    expect(canonicalPath('/APP/USERS/AbC-123', ROUTES)).toBe('/app/users/AbC-123');
  });

  it('leaves canonical paths and unknown paths alone', () => {
    expect(canonicalPath('/app', ROUTES)).toBeNull();
    expect(canonicalPath('/app/users/AbC', ROUTES)).toBeNull();
    expect(canonicalPath('/nowhere', ROUTES)).toBeNull();
    expect(canonicalPath('/applesauce', ROUTES)).toBeNull();
    expect(canonicalPath('/', ROUTES)).toBeNull();
  });
});
