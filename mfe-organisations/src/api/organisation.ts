// GET /admin/organisations/{id}: one organisation with its project and transaction totals.
import { useApiQuery } from '@portal/api';
import type { OrganisationDetailResponse } from '@portal/contract/organisations';
import { adminOrganisationPath } from './paths';

export const ORGANISATION_DETAILS_ERROR_TEXT = 'Failed to fetch organisation details';

export function useAdminOrganisation(id: string | null | undefined) {
  return useApiQuery<OrganisationDetailResponse>(adminOrganisationPath(id));
}
