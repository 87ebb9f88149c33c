import { nextSort, sortParams, sortViewOf, unknownSortChanges } from './sortQuery';

// Sort keys as the sections pass them (each from its section's contract).
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

describe('a sort the list does not have', () => {
  const changesOf = (query: string) => unknownSortChanges(new URLSearchParams(query), USERS);

  it('takes an unknown sort key out of the URL with its order', () => {
    expect(changesOf('sort=bogus&order=desc&page=2')).toEqual({ sort: null, order: null });
    expect(changesOf('sort=legalName')).toEqual({ sort: null, order: null });
    expect(changesOf('sort=')).toEqual({ sort: null, order: null });
    expect(sortViewOf(new URLSearchParams('sort=bogus&order=desc'), USERS)).toEqual({});
  });

  it('takes out an order without a sort, or one other than asc and desc', () => {
    expect(changesOf('order=desc&q=ann')).toEqual({ order: null });
    expect(changesOf('sort=name&order=up')).toEqual({ order: null });
    expect(sortViewOf(new URLSearchParams('sort=name&order=up'), USERS)).toEqual({
      sort: 'name',
      order: 'asc',
    });
  });

  it('leaves a sort the list has, and a URL without one, as they are', () => {
    expect(changesOf('sort=email&order=desc')).toBeUndefined();
    expect(changesOf('sort=email')).toBeUndefined();
    expect(changesOf('q=ann&page=3')).toBeUndefined();
  });
});
