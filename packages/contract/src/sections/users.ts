// The users section's wire contract (docs/api/openapi.json): its answers, and what its list may be
// sorted and filtered by. The API's queries and the remote's sortable columns both take the keys
// from here, so a key added on one side only fails the type check.
import type { Organisation, User } from '../entities';
import type { OrganisationRole } from '../enums';
import type { SortQuery } from '../staffTools';

/** The shared entity this section lists (`@portal/contract`), here too for the section's own code. */
export type { User };

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

/** What the list may be sorted by (`sort`). */
export const USERS_SORT_KEYS = [
  'name',
  'email',
  'status',
  'createdAt',
  'lastLoginAt',
  'emailVerified',
] as const;
/** A `sort` the list accepts. */
export type UsersSortKey = (typeof USERS_SORT_KEYS)[number];
/** The list's `sort` and `order`. */
export type UsersSort = SortQuery<UsersSortKey>;

/** The list's filters as query parameters, each optional (absent: any value). */
export interface UsersFilters {
  emailVerified?: boolean;
}
