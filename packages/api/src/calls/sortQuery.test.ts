import { nextSort, sortParams, sortViewOf } from './sortQuery';

// Allow-lists as the sections pass them (each section keeps its own).
const USERS = ['name', 'email', 'status', 'createdAt', 'lastLoginAt'] as const;
const ORGANISATIONS = ['name', 'legalName', 'subscriptionStatus', 'createdAt'] as const;

describe('sort parameters', () => {
  it('reads a sort from the URL only for a field of the allow-list the list passes', () => {
    expect(sortViewOf(new URLSearchParams('sort=email&order=desc'), USERS)).toEqual({
      sort: 'email',
      order: 'desc',
    });
    expect(sortViewOf(new URLSearchParams('sort=email'), USERS)).toEqual({ sort: 'email', order: 'asc' });
    expect(sortViewOf(new URLSearchParams('sort=email&order=desc'), ORGANISATIONS)).toEqual({});
    expect(sortViewOf(new URLSearchParams('order=desc'), USERS)).toEqual({});
  });

  it('starts a new field ascending and flips the same field', () => {
    expect(nextSort({}, USERS, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, USERS, 'name')).toEqual({
      sort: 'name',
      order: 'desc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, USERS, 'email')).toEqual({
      sort: 'email',
      order: 'asc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, USERS, 'bogus')).toEqual({
      sort: 'name',
      order: 'desc',
    });
  });

  it('sends sort and order only with a sort', () => {
    expect(sortParams({})).toEqual({});
    expect(sortParams({ sort: 'createdAt' })).toEqual({ sort: 'createdAt', order: 'asc' });
  });
});
