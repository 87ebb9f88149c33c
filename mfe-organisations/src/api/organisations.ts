// GET /admin/organisations?search&limit&offset&sort&order: one page of organisations (and the active count).
import {
  csvExportPath,
  listPageQuery,
  listViewOf,
  sortViewOf,
  useApiQuery,
  withQuery,
  type ListView,
  type SortQuery,
} from '@portal/api';
import type { OrganisationsResponse } from '@portal/admin-api/contract/organisations';
import { ORGANISATIONS_LIST_VIEW } from '../rules/organisationsListView';

export const ORGANISATIONS_ERROR_TEXT = 'Failed to fetch organisations';
export const ADMIN_ORGANISATIONS_PATH = '/admin/organisations';

/** The columns the list may be sorted by (the API's allow-list for organisations holds them). */
export const ORGANISATIONS_SORT_FIELDS = ['name', 'legalName', 'subscriptionStatus', 'createdAt'] as const;
export type OrganisationsSortField = (typeof ORGANISATIONS_SORT_FIELDS)[number];
export type OrganisationsSort = SortQuery<OrganisationsSortField>;

/** The request for one view and sort of the list: the page and its prefetch both ask through it. */
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

/** The list's CSV export: its search and sort, every row. */
export function adminOrganisationsCsvPath(view: ListView, sort: OrganisationsSort): string {
  return csvExportPath(ADMIN_ORGANISATIONS_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminOrganisations(view: ListView, sort: OrganisationsSort) {
  return useApiQuery<OrganisationsResponse>(adminOrganisationsPath(view, sort), { keepPreviousData: true });
}
