// GET /admin/organisations/{id}: one organisation with its project and transaction totals.
import useSWR, { type SWRResponse } from 'swr';
import type { OrganisationDetailResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';
import { idPath } from './idPath';

export const ORGANISATION_DETAILS_ERROR_TEXT = 'Failed to fetch organisation details';

export function adminOrganisationPath(id: string | null | undefined): string | null {
  return idPath('/admin/organisations', id);
}

export function useAdminOrganisation(
  id: string | null | undefined,
): SWRResponse<OrganisationDetailResponse, ApiError> {
  return useSWR<OrganisationDetailResponse, ApiError>(adminOrganisationPath(id), (path: string) =>
    apiClient.get<OrganisationDetailResponse>(path),
  );
}
