// A list's keys are declared once, in its section's contract (@portal/contract/<name>), and the
// API's queries `satisfies` them: a sort key or a filter added on one side only fails the type
// check. The @ts-expect-error lines below prove the check exists: if it ever stopped catching an
// extra or a missing key, that line would no longer be an error and `tsc` (npm test) would fail.
import { ACTIVITIES_SORT_KEYS } from '@portal/contract/activities';
import { COUPONS_SORT_KEYS } from '@portal/contract/coupons';
import { ORGANISATIONS_SORT_KEYS } from '@portal/contract/organisations';
import { USERS_SORT_KEYS, type UsersFilters, type UsersSortKey } from '@portal/contract/users';
import { users } from '../db/schema';
import { booleanFilter, type ContractFilters } from '../queries/listFilters';
import type { SortKeys } from '../queries/sorting';
import { ACTIVITY_FILTERS, ACTIVITY_SORT_KEYS } from './activities/queries';
import { COUPON_SORT_KEYS } from './coupons/queries';
import { ORGANISATION_SORT_KEYS } from './organisations/queries';
import { USER_FILTERS, USER_SORT_KEYS } from './users/queries';

describe("a list's keys are its contract's", () => {
  it.each<[string, object, readonly string[]]>([
    ['users', USER_SORT_KEYS, USERS_SORT_KEYS],
    ['organisations', ORGANISATION_SORT_KEYS, ORGANISATIONS_SORT_KEYS],
    ['coupons', COUPON_SORT_KEYS, COUPONS_SORT_KEYS],
    ['activities', ACTIVITY_SORT_KEYS, ACTIVITIES_SORT_KEYS],
  ])('the %s list sorts by exactly its contract keys', (_name, apiKeys, contractKeys) => {
    expect(Object.keys(apiKeys).sort()).toEqual([...contractKeys].sort());
  });

  it('the lists filter by their contract filters', () => {
    expect(Object.keys(USER_FILTERS)).toEqual(['emailVerified']);
    expect(Object.keys(ACTIVITY_FILTERS)).toEqual(['activityType']);
  });

  it('a sort key or a filter on the API side only does not compile', () => {
    const extraSortKey = {
      ...USER_SORT_KEYS,
      // @ts-expect-error `firstName` is not a key of USERS_SORT_KEYS: the API may not sort by it alone.
      firstName: users.first_name,
    } satisfies SortKeys<UsersSortKey>;
    const { emailVerified: _dropped, ...fewer } = USER_SORT_KEYS;
    // @ts-expect-error every contract key needs its SQL: `emailVerified` is missing.
    const missingSortKey = fewer satisfies SortKeys<UsersSortKey>;
    const extraFilter = {
      ...USER_FILTERS,
      // @ts-expect-error `twoFactorEnabled` is not a filter of UsersFilters.
      twoFactorEnabled: booleanFilter(users.two_factor_enabled),
    } satisfies ContractFilters<UsersFilters>;

    expect(Object.keys(extraSortKey)).toContain('firstName');
    expect(Object.keys(missingSortKey)).not.toContain('emailVerified');
    expect(Object.keys(extraFilter)).toEqual(['emailVerified', 'twoFactorEnabled']);
  });
});
