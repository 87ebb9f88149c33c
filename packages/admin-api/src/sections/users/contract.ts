// The users section's wire types: its answers and the user as the API sends them
// (docs/api/openapi.json), and what its list may be sorted and filtered by, derived from its
// queries. Types only: the remote takes them with `import type` from
// '@portal/admin-api/contract/users', so nothing of the API reaches a browser bundle, and a new
// field is a change of this section alone.
import type { OrganisationRole, SessionUser, SortQuery } from '@portal/api/contract';
import type { FilterValues } from '../../queries/listFilters';
import type { Organisation } from '../organisations/contract';
import type { USER_FILTERS, USER_SORT_KEYS } from './queries';

/**
 * A user as the users section sends it: the account the session carries too (`SessionUser`, less
 * its platform role). A field only this section sends is added here, and to `userFields`.
 */
export type User = Omit<SessionUser, 'role'>;

/** An organisation as one of a user's memberships (user detail). */
export interface UserOrganisation extends Organisation {
  role: OrganisationRole;
}

/** The users list's answer (docs/product.md "Calls"). */
export interface UsersResponse {
  users: User[];
  total: number;
  /** Users with status ACTIVE among those matching the search. */
  totalActive: number;
}

/** One user's answer. */
export interface UserDetailResponse {
  user: User;
  organisations: UserOrganisation[];
}

/** A `sort` the list accepts. */
export type UsersSortKey = keyof typeof USER_SORT_KEYS;
/** The list's `sort` and `order`. */
export type UsersSort = SortQuery<UsersSortKey>;
/** The list's filters as query parameters, each optional (absent: any value). */
export type UsersFilters = FilterValues<typeof USER_FILTERS>;
