import type { Invitation, TeamMember, TeamResponse } from '@portal/api/contract';
import type { Database } from '../db/database';
import { USER_FIELDS, USER_SUMMARY_JSON } from './fields';

/** Members in the order they joined; invitations newest first, in every status. */
export async function findOrganisationTeam(db: Database, organisationId: string): Promise<TeamResponse> {
  const [users, invitations] = await Promise.all([
    db.query<TeamMember>(
      `select ${USER_FIELDS}, m.role, iso(m.joined_at) as "joinedAt"
       from memberships m join users u on u.id = m.user_id
       where m.organisation_id = $1 order by m.joined_at, u.id`,
      [organisationId],
    ),
    db.query<Invitation>(
      `select i.id, i.email, i.role, i.status, iso(i.expires_at) as "expiresAt", ${USER_SUMMARY_JSON} as "invitedBy"
       from invitations i left join users u on u.id = i.invited_by
       where i.organisation_id = $1 order by i.created_at desc, i.id desc`,
      [organisationId],
    ),
  ]);
  return { users, invitations };
}
