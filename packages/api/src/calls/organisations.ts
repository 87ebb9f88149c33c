// GET /admin/organisations?search&limit&offset&sort&order: one page of organisations (and the active count).
import useSWR, { type SWRResponse } from 'swr';
import type { ListQuery, OrganisationsResponse, SortQuery } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';
import { listQuery, type ListParams } from './listQuery';

export const ORGANISATIONS_ERROR_TEXT = 'Failed to fetch organisations';
export const ADMIN_ORGANISATIONS_PATH = '/admin/organisations';

export function adminOrganisationsPath(params: ListParams): string {
  return withQuery(ADMIN_ORGANISATIONS_PATH, listQuery(params));
}

export function fetchAdminOrganisations(path: string): Promise<OrganisationsResponse> {
  return apiClient.get<OrganisationsResponse>(path);
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminOrganisations(
  query: ListQuery & SortQuery<'organisations'>,
): SWRResponse<OrganisationsResponse, ApiError> {
  return useSWR<OrganisationsResponse, ApiError>(adminOrganisationsPath(query), fetchAdminOrganisations, {
    keepPreviousData: true,
  });
}
