// GET /admin/organisations?search&limit&offset&sort&order: one page of organisations (and the active count).
import { csvExportPath, useApiQuery } from '@portal/api';
import type { ListView } from '@portal/list-state';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import { ADMIN_ORGANISATIONS_PATH, adminOrganisationsPath, type OrganisationsSort } from './paths';

export const ORGANISATIONS_ERROR_TEXT = 'Failed to fetch organisations';

/** The list's CSV export: its search and sort, every row. */
export function adminOrganisationsCsvPath(view: ListView, sort: OrganisationsSort): string {
  return csvExportPath(ADMIN_ORGANISATIONS_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminOrganisations(view: ListView, sort: OrganisationsSort) {
  return useApiQuery<OrganisationsResponse>(adminOrganisationsPath(view, sort), { keepPreviousData: true });
}
