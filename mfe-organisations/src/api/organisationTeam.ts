// GET /admin/team/organisation/{id}: members and invitations of one organisation.
import { useApiQuery } from '@portal/api';
import type { TeamResponse } from '@portal/contract/organisations';
import { organisationTeamPath } from './paths';

export const TEAM_ERROR_TEXT = 'Failed to fetch team';

export function useOrganisationTeam(organisationId: string | null | undefined) {
  return useApiQuery<TeamResponse>(organisationTeamPath(organisationId));
}
