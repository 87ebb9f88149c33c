import type { TeamResponse } from '@portal/contract/organisations';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { invitations, memberships, users } from '../../db/schema';
import { iso, userFields, userSummaryFields } from '../../queries/selections';

const membersOf = preparedQuery('members_of_organisation', (orm) =>
  orm
    .select({ ...userFields, role: memberships.role, joinedAt: iso(memberships.joined_at) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(eq(memberships.organisation_id, sql.placeholder('organisationId')))
    .orderBy(asc(memberships.joined_at), asc(users.id)),
);

const invitationsOf = preparedQuery('invitations_of_organisation', (orm) =>
  orm
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: iso(invitations.expires_at),
      invitedBy: userSummaryFields,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(eq(invitations.organisation_id, sql.placeholder('organisationId')))
    .orderBy(desc(invitations.created_at), desc(invitations.id)),
);

/** Members in the order they joined; invitations newest first, in every status. */
export async function findOrganisationTeam(db: Database, organisationId: string): Promise<TeamResponse> {
  const [members, invited] = await Promise.all([
    membersOf(db.orm).execute({ organisationId }),
    invitationsOf(db.orm).execute({ organisationId }),
  ]);
  return { users: members, invitations: invited };
}
