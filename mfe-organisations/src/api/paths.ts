// The organisations section's calls, by path: pure (`@portal/api/paths`, `@portal/list-state/pure`
// and the list's rules only), so that its `./prefetch` loads without the shared client. The hooks ask for the same paths.
import { API_LIMITS } from '@portal/contract';
import {
  ORGANISATIONS_SORT_KEYS,
  type OrganisationsSort,
  type OrganisationsSortKey,
} from '@portal/contract/organisations';
import { idPath, withQuery } from '@portal/api/paths';
import { listPageQuery, listViewOf, sortViewOf, type ListView } from '@portal/list-state/pure';
import { ORGANISATIONS_LIST_VIEW } from '../rules/organisationsListView';

export const ADMIN_ORGANISATIONS_PATH = '/admin/organisations';

/** The columns the list may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const ORGANISATIONS_SORT_FIELDS = ORGANISATIONS_SORT_KEYS;
export type OrganisationsSortField = OrganisationsSortKey;
export type { OrganisationsSort };

/** GET /admin/organisations?search&limit&offset&sort&order: one view and sort of the list. */
export function adminOrganisationsPath(view: ListView, sort: OrganisationsSort): string {
  return withQuery(ADMIN_ORGANISATIONS_PATH, listPageQuery(view, sort));
}

/** The request of the list as a URL query (`q`, `page`, `size`, `sort`, `order`) names it. */
export function adminOrganisationsPathOf(params: URLSearchParams): string {
  return adminOrganisationsPath(
    listViewOf(params, ORGANISATIONS_LIST_VIEW),
    sortViewOf(params, ORGANISATIONS_SORT_FIELDS),
  );
}

/** GET /admin/organisations/{id}: one organisation with its project and transaction totals. */
export function adminOrganisationPath(id: string | null | undefined): string | null {
  return idPath(ADMIN_ORGANISATIONS_PATH, id);
}

/** GET /admin/team/organisation/{id}: members and invitations of one organisation. */
export function organisationTeamPath(organisationId: string | null | undefined): string | null {
  return idPath('/admin/team/organisation', organisationId);
}

/** GET /admin/invoices/organisation/{id}?limit=10: the latest invoices (lifetime value sums these). */
export function organisationInvoicesPath(organisationId: string | null | undefined): string | null {
  const path = idPath('/admin/invoices/organisation', organisationId);
  return path && withQuery(path, { limit: API_LIMITS.invoiceLimit });
}
