import { firstCalls } from './prefetch';

describe('coupons prefetch', () => {
  it("names the list's request in the URL's sort, as the page asks for it", () => {
    expect(firstCalls({ segments: [], search: '' })).toEqual(['/admin/coupons?limit=100']);
    expect(firstCalls({ segments: [], search: '?sort=timesRedeemed&order=desc' })).toEqual([
      '/admin/coupons?limit=100&sort=timesRedeemed&order=desc',
    ]);
  });

  it("names a coupon's page by its id, and nothing deeper", () => {
    expect(firstCalls({ segments: ['SPRING 10'], search: '' })).toEqual(['/admin/coupons/SPRING%2010']);
    expect(firstCalls({ segments: ['SPRING', 'more'], search: '' })).toEqual([]);
  });
});
