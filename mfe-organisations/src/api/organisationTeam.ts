// GET /admin/team/organisation/{id}: members and invitations of one organisation.
import { idPath, useApiQuery } from '@portal/api';
import type { TeamResponse } from '@portal/admin-api/contract/organisations';

export const TEAM_ERROR_TEXT = 'Failed to fetch team';

export function organisationTeamPath(organisationId: string | null | undefined): string | null {
  return idPath('/admin/team/organisation', organisationId);
}

export function useOrganisationTeam(organisationId: string | null | undefined) {
  return useApiQuery<TeamResponse>(organisationTeamPath(organisationId));
}
