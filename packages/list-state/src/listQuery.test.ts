import { listPageQuery } from './listQuery';
import { listViewOf } from './listView';

const OPTIONS = { defaultPageSize: 25, pageSizes: [25, 50, 100] } as const;
const viewOf = (query: string) => listViewOf(new URLSearchParams(query), OPTIONS);

describe('a list view from the URL query', () => {
  it('reads the search, the 1-based page and the size, and the offset they make', () => {
    expect(viewOf('q=ann&page=3&size=50')).toEqual({ search: 'ann', page: 2, pageSize: 50, offset: 100 });
  });

  it('takes the defaults for what is missing or invalid', () => {
    expect(viewOf('')).toEqual({ search: '', page: 0, pageSize: 25, offset: 0 });
    expect(viewOf('page=0&size=30')).toEqual({ search: '', page: 0, pageSize: 25, offset: 0 });
    expect(viewOf('page=2.5&size=abc')).toEqual({ search: '', page: 0, pageSize: 25, offset: 0 });
  });
});

describe("a list page's query", () => {
  it('asks search, limit, offset, sort and order in that order, the search trimmed', () => {
    const query = listPageQuery(viewOf('q=%20ann%20&page=2'), { sort: 'name', order: 'desc' });
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['search', 'ann'],
      ['limit', 25],
      ['offset', 25],
      ['sort', 'name'],
      ['order', 'desc'],
    ]);
  });

  it('leaves out a blank search and the sort of the default order', () => {
    expect(listPageQuery(viewOf('q=%20%20'), {})).toEqual({ search: undefined, limit: 25, offset: 0 });
  });
});
