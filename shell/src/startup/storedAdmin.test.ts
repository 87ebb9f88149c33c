import { USER_KEY } from '@portal/api/storageKeys';
import { storedUserMayBeAdmin } from './storedAdmin';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === USER_KEY ? value : null),
});

describe('storedUserMayBeAdmin', () => {
  it('is false for a stored member', () => {
    expect(
      storedUserMayBeAdmin(storageWith(JSON.stringify({ email: 'member@example.com', isAdmin: false }))),
    ).toBe(false);
  });

  it('is true for a stored admin', () => {
    expect(
      storedUserMayBeAdmin(storageWith(JSON.stringify({ email: 'admin@example.com', isAdmin: true }))),
    ).toBe(true);
  });

  it('leaves no stored user, a corrupt one or one without the flag to the session check', () => {
    expect(storedUserMayBeAdmin(storageWith(null))).toBe(true);
    expect(storedUserMayBeAdmin(storageWith('{not json'))).toBe(true);
    expect(storedUserMayBeAdmin(storageWith('null'))).toBe(true);
    expect(storedUserMayBeAdmin(storageWith(JSON.stringify({ email: 'x@example.com' })))).toBe(true);
  });
});
