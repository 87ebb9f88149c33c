import { activityTypeOptions, parseActivityTypeFilter } from './activityTypeFilter';
import { makeActivityItem } from '../testing/activityFixtures';

describe('activityTypeOptions', () => {
  const loaded = [
    makeActivityItem('USER'),
    makeActivityItem('AUTH'),
    makeActivityItem('USER'),
    makeActivityItem('XERO'),
  ];

  it('lists the types present in the unfiltered results once each, sorted alphabetically', () => {
    expect(activityTypeOptions(loaded, 'ALL')).toEqual(['AUTH', 'USER', 'XERO']);
  });

  it('has no options when nothing is loaded', () => {
    expect(activityTypeOptions([], 'ALL')).toEqual([]);
  });

  it('keeps the chosen type among the options even when the unfiltered page lacks it', () => {
    expect(activityTypeOptions(loaded, 'PROJECT')).toEqual(['AUTH', 'PROJECT', 'USER', 'XERO']);
    expect(activityTypeOptions([], 'MEMBER')).toEqual(['MEMBER']);
  });
});

describe('parseActivityTypeFilter', () => {
  it('reads a known activity type and treats anything else as all types', () => {
    expect(parseActivityTypeFilter('XERO')).toBe('XERO');
    expect(parseActivityTypeFilter('ALL')).toBe('ALL');
    expect(parseActivityTypeFilter('xero')).toBe('ALL');
    expect(parseActivityTypeFilter(null)).toBe('ALL');
  });
});
