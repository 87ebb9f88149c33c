// GET /admin/organisations/{id}: one organisation with its project and transaction totals.
import { idPath, useApiQuery, type OrganisationDetailResponse } from '@portal/api';

export const ORGANISATION_DETAILS_ERROR_TEXT = 'Failed to fetch organisation details';

export function adminOrganisationPath(id: string | null | undefined): string | null {
  return idPath('/admin/organisations', id);
}

export function useAdminOrganisation(id: string | null | undefined) {
  return useApiQuery<OrganisationDetailResponse>(adminOrganisationPath(id));
}
