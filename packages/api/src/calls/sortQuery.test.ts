import { nextSort, sortParams, sortViewOf } from './sortQuery';

describe('sort parameters', () => {
  it('reads a sort from the URL only for a field of the list allow-list', () => {
    expect(sortViewOf(new URLSearchParams('sort=email&order=desc'), 'users')).toEqual({
      sort: 'email',
      order: 'desc',
    });
    expect(sortViewOf(new URLSearchParams('sort=email'), 'users')).toEqual({ sort: 'email', order: 'asc' });
    expect(sortViewOf(new URLSearchParams('sort=email&order=desc'), 'organisations')).toEqual({});
    expect(sortViewOf(new URLSearchParams('order=desc'), 'users')).toEqual({});
  });

  it('starts a new field ascending and flips the same field', () => {
    expect(nextSort({}, 'users', 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'users', 'name')).toEqual({
      sort: 'name',
      order: 'desc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'users', 'email')).toEqual({
      sort: 'email',
      order: 'asc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'users', 'bogus')).toEqual({
      sort: 'name',
      order: 'desc',
    });
  });

  it('sends sort and order only with a sort', () => {
    expect(sortParams({})).toEqual({});
    expect(sortParams({ sort: 'createdAt' })).toEqual({ sort: 'createdAt', order: 'asc' });
  });
});
