import { firstCalls } from './prefetch';

describe('activities prefetch', () => {
  it('names the first page once when no type is chosen (its filtered and unfiltered requests are one)', () => {
    expect(firstCalls({ segments: [], search: '' })).toEqual(['/admin/activities?limit=10&offset=0']);
  });

  it("names the filtered page and the unfiltered one whose types the filter offers, in the URL's page and sort", () => {
    expect(
      firstCalls({ segments: [], search: '?type=XERO&page=2&size=25&order=asc&sort=createdAt' }),
    ).toEqual([
      '/admin/activities?limit=25&offset=25&activityType=XERO&sort=createdAt&order=asc',
      '/admin/activities?limit=25&offset=25&sort=createdAt&order=asc',
    ]);
  });

  it('names nothing below the list', () => {
    expect(firstCalls({ segments: ['anything'], search: '' })).toEqual([]);
  });
});
