// GET /admin/team/organisation/{id}: members and invitations of one organisation.
import useSWR, { type SWRResponse } from 'swr';
import type { TeamResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';
import { idPath } from './idPath';

export const TEAM_ERROR_TEXT = 'Failed to fetch team';

export function organisationTeamPath(organisationId: string | null | undefined): string | null {
  return idPath('/admin/team/organisation', organisationId);
}

export function useOrganisationTeam(
  organisationId: string | null | undefined,
): SWRResponse<TeamResponse, ApiError> {
  return useSWR<TeamResponse, ApiError>(organisationTeamPath(organisationId), (path: string) =>
    apiClient.get<TeamResponse>(path),
  );
}
