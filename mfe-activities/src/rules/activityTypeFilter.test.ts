import { listFilterValuesOf } from '@portal/list-state/pure';
import { ACTIVITY_FILTERS, activityTypeOptions, shownActivityTypeFilter } from './activityTypeFilter';
import { makeActivityItem } from '../testing/activityFixtures';

describe('activityTypeOptions', () => {
  const loaded = [
    makeActivityItem('USER'),
    makeActivityItem('AUTH'),
    makeActivityItem('USER'),
    makeActivityItem('XERO'),
  ];

  it('lists the types present in the unfiltered results once each, sorted alphabetically', () => {
    expect(activityTypeOptions(loaded, undefined)).toEqual(['AUTH', 'USER', 'XERO']);
  });

  it('has no options when nothing is loaded', () => {
    expect(activityTypeOptions([], undefined)).toEqual([]);
  });

  it('keeps the chosen type among the options even when the unfiltered page lacks it', () => {
    expect(activityTypeOptions(loaded, 'PROJECT')).toEqual(['AUTH', 'PROJECT', 'USER', 'XERO']);
    expect(activityTypeOptions([], 'MEMBER')).toEqual(['MEMBER']);
  });
});

describe('the type filter', () => {
  it('reads a known activity type from the URL and treats anything else as all types', () => {
    const typeOf = (query: string) => listFilterValuesOf(new URLSearchParams(query), ACTIVITY_FILTERS).type;
    expect(typeOf('type=XERO')).toBe('XERO');
    expect(typeOf('type=ALL')).toBeUndefined();
    expect(typeOf('type=xero')).toBeUndefined();
    expect(typeOf('')).toBeUndefined();
  });

  it('offers the types found, labelled as they are named, under All', () => {
    expect(shownActivityTypeFilter(['AUTH', 'XERO'])).toEqual({
      key: 'type',
      label: 'Activity type',
      anyLabel: 'All',
      options: [
        { value: 'AUTH', label: 'AUTH' },
        { value: 'XERO', label: 'XERO' },
      ],
    });
  });
});
