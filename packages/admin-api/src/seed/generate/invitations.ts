import type { InvitationStatus, OrganisationRole } from '@portal/contract';
import { type SeedCalendar, addDays, between } from '../anchor';
import { FIRST_NAMES } from '../fixtures';
import { createRandom } from '../random';
import type { InvitationRow } from '../rows';
import type { GeneratedOrganisation } from './organisations';

const STATUS_WEIGHTS: Record<InvitationStatus, number> = {
  PENDING: 40,
  ACCEPTED: 30,
  EXPIRED: 20,
  CANCELLED: 10,
};
const ROLE_WEIGHTS: Record<Exclude<OrganisationRole, 'OWNER'>, number> = {
  ADMIN: 20,
  MEMBER: 60,
  VIEWER: 20,
};
const VALID_DAYS = 7;
/** Drawn uniformly: 40 % of organisations have none, 10 % have three. */
const INVITATIONS_PER_ORGANISATION = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];

/** Zero to three invitations per organisation, sent by its owner (or by an account since deleted). */
export function generateInvitations(
  organisations: readonly GeneratedOrganisation[],
  ownerIds: readonly string[],
  calendar: SeedCalendar,
): InvitationRow[] {
  const random = createRandom('invitations');
  return organisations.flatMap((organisation, i) =>
    Array.from({ length: random.pick(INVITATIONS_PER_ORGANISATION) }, (_, n) => {
      const status = random.weighted(STATUS_WEIGHTS);
      // A pending invitation is recent enough not to have expired; the others may be any age.
      const createdAt =
        status === 'PENDING'
          ? addDays(calendar.anchor, -random.next() * (VALID_DAYS - 1))
          : between(organisation.createdAt, addDays(calendar.anchor, -VALID_DAYS), random.next());
      return {
        id: random.uuid(),
        organisation_id: organisation.row.id,
        email: `${random.pick(FIRST_NAMES).toLowerCase()}.invite${n + 1}@${organisation.domain}`,
        role: random.weighted(ROLE_WEIGHTS),
        status,
        expires_at: addDays(createdAt, VALID_DAYS).toISOString(),
        invited_by: random.chance(0.95) ? ownerIds[i]! : null,
        created_at: createdAt.toISOString(),
      };
    }),
  );
}
