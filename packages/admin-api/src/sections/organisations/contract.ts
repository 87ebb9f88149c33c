// The organisations list's wire types that are this section's alone, derived from its queries: what its
// list may be sorted by (and filtered by). Types only: the remote takes them with `import type`
// from '@portal/admin-api/contract/organisations', so nothing of the API reaches a browser bundle.
import type { SortQuery } from '@portal/api/contract';
import type { ORGANISATION_SORT_KEYS } from './queries';

/** A `sort` the list accepts. */
export type OrganisationsSortKey = keyof typeof ORGANISATION_SORT_KEYS;
/** The list's `sort` and `order`. */
export type OrganisationsSort = SortQuery<OrganisationsSortKey>;
