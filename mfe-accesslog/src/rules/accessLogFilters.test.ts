import { apiFiltersOf, localDay, textFiltersOf } from './accessLogFilters';
import { queryText, subjectsText } from './recordTexts';

describe('the access log filters', () => {
  it('reads the URL filters, trimmed, without blank ones or impossible days', () => {
    const params = new URLSearchParams('staff=%20priya%20&subject=&from=2026-02-30&to=2026-03-02&x=1');
    expect(textFiltersOf(params)).toEqual({ staff: 'priya', to: '2026-03-02' });
  });

  it("sends a day as the local day's bounds: from its midnight to the next day's", () => {
    expect(apiFiltersOf({ from: '2026-03-01', to: '2026-03-01' }, 'viewed')).toEqual({
      staff: undefined,
      subject: undefined,
      action: 'viewed',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 2).toISOString(),
    });
    expect(localDay('2026-13-01')).toBeNull();
    expect(localDay('yesterday')).toBeNull();
  });

  it("writes a record's subjects and parameters as the table shows them", () => {
    expect(
      subjectsText({
        subjects: [
          { kind: 'user', id: 'u', label: 'Ann Lee <ann@example.test>' },
          { kind: 'organisation', id: 'o', label: 'Acme' },
        ],
      }),
    ).toBe('user Ann Lee <ann@example.test>; organisation Acme');
    expect(subjectsText({ subjects: [] })).toBe('—');
    expect(queryText({ search: 'ann', limit: 25, emailVerified: true })).toBe(
      'search=ann, limit=25, emailVerified=true',
    );
    expect(queryText({})).toBe('—');
  });
});
