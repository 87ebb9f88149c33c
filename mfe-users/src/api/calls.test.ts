import { adminUserPath } from './paths';
import { USER_DETAILS_ERROR_TEXT } from './user';
import { USERS_ERROR_TEXT } from './users';

describe("the users section's calls", () => {
  it('ask for a user by its encoded id, and wait while it is unknown', () => {
    expect(adminUserPath('u/1 x')).toBe('/admin/users/u%2F1%20x');
    expect(adminUserPath(undefined)).toBeNull();
  });

  it('fail with the texts of docs/product.md "Errors"', () => {
    expect([USERS_ERROR_TEXT, USER_DETAILS_ERROR_TEXT]).toEqual([
      'Failed to fetch users',
      'Failed to fetch user details',
    ]);
  });
});
