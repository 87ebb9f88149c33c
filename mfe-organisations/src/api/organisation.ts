// GET /admin/organisations/{id}: one organisation with its project and transaction totals.
import { idPath, useApiQuery } from '@portal/api';
import type { OrganisationDetailResponse } from '@portal/admin-api/contract/organisations';

export const ORGANISATION_DETAILS_ERROR_TEXT = 'Failed to fetch organisation details';

export function adminOrganisationPath(id: string | null | undefined): string | null {
  return idPath('/admin/organisations', id);
}

export function useAdminOrganisation(id: string | null | undefined) {
  return useApiQuery<OrganisationDetailResponse>(adminOrganisationPath(id));
}
