import type { Orm } from './database';
import { preparedQuery } from './preparedQuery';

/** Stands in for a database's query builder: each orm is a distinct object. */
const orm = () => ({}) as Orm;

describe('preparedQuery', () => {
  it('builds and names the query once per database, then reuses it', () => {
    const build = jest.fn((owner: Orm) => ({ prepare: (name: string) => ({ name, owner }) }));
    const query = preparedQuery('prepared_once', build);
    const first = orm();
    const second = orm();

    expect(query(first)).toEqual({ name: 'prepared_once', owner: first });
    expect(query(first)).toBe(query(first));
    expect(query(second).owner).toBe(second);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a name already given to another query', () => {
    const build = () => ({ prepare: (name: string) => name });
    preparedQuery('named_twice', build);

    expect(() => preparedQuery('named_twice', build)).toThrow(
      'Prepared query name named_twice is already taken',
    );
  });
});
