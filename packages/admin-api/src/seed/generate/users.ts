import type { AuthProvider, OrganisationRole, UserStatus } from '@portal/contract';
import { type SeedCalendar, between } from '../anchor';
import { FIRST_NAMES, LAST_NAMES, PERSONAL_EMAIL_DOMAINS } from '../fixtures';
import { createRandom, type Random } from '../random';
import type { MembershipRow, UserRow } from '../rows';
import type { GeneratedOrganisation } from './organisations';

export interface GeneratedUser {
  row: UserRow;
  createdAt: Date;
  /** Indexes into the organisations array, primary organisation first. */
  organisationIndexes: number[];
}

export interface GeneratedPeople {
  users: GeneratedUser[];
  memberships: MembershipRow[];
  /** The owner of each organisation, by organisation index. */
  ownerIds: string[];
}

const STATUS_WEIGHTS: Record<UserStatus, number> = { ACTIVE: 75, PENDING: 12, INACTIVE: 13 };
const MEMBER_ROLE_WEIGHTS: Record<Exclude<OrganisationRole, 'OWNER'>, number> = {
  ADMIN: 20,
  MEMBER: 60,
  VIEWER: 20,
};
const PROVIDER_SETS: readonly AuthProvider[][] = [
  ['password'],
  ['google'],
  ['password', 'google'],
  ['xero'],
  ['google', 'xero'],
  ['password', 'xero'],
];

/**
 * Customer users: the first `organisations.length` own one organisation each (so every organisation
 * has an OWNER); the rest join a random organisation, and some advisers join a second one.
 */
export function generatePeople(
  count: number,
  organisations: readonly GeneratedOrganisation[],
  reservedEmails: ReadonlySet<string>,
  calendar: SeedCalendar,
): GeneratedPeople {
  const random = createRandom('users');
  const emails = new Set(reservedEmails);
  const users: GeneratedUser[] = [];
  const memberships: MembershipRow[] = [];
  const ownerIds: string[] = [];

  for (let i = 0; i < count; i++) {
    const isOwner = i < organisations.length;
    const primaryIndex = isOwner ? i : random.int(0, organisations.length - 1);
    const primary = organisations[primaryIndex]!;
    // An owner signed up when creating the organisation; the others joined later.
    const createdAt = isOwner
      ? primary.createdAt
      : between(primary.createdAt, calendar.anchor, random.next());
    const user = userRow(random, calendar, primary.domain, createdAt, emails);
    const organisationIndexes = [primaryIndex];
    if (isOwner) ownerIds.push(user.id);
    memberships.push(
      membership(
        random,
        primary,
        user.id,
        isOwner ? 'OWNER' : random.weighted(MEMBER_ROLE_WEIGHTS),
        createdAt,
        calendar.anchor,
      ),
    );

    if (random.chance(0.15) && organisations.length > 1) {
      const secondIndex = (primaryIndex + random.int(1, organisations.length - 1)) % organisations.length;
      const second = organisations[secondIndex]!;
      organisationIndexes.push(secondIndex);
      memberships.push(
        membership(random, second, user.id, random.weighted(MEMBER_ROLE_WEIGHTS), createdAt, calendar.anchor),
      );
    }
    users.push({ row: user, createdAt, organisationIndexes });
  }
  return { users, memberships, ownerIds };
}

function userRow(
  random: Random,
  calendar: SeedCalendar,
  organisationDomain: string,
  createdAt: Date,
  emails: Set<string>,
): UserRow {
  const status = random.weighted(STATUS_WEIGHTS);
  const hasNames = random.chance(0.95);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const domain = random.chance(0.7) ? organisationDomain : random.pick(PERSONAL_EMAIL_DOMAINS);
  const providers = status === 'PENDING' && random.chance(0.5) ? [] : random.pick(PROVIDER_SETS);
  const neverLoggedIn = status === 'PENDING' || random.chance(0.1);
  return {
    id: random.uuid(),
    email: uniqueEmail(`${localPart(firstName)}.${localPart(lastName)}`, domain, emails),
    first_name: hasNames ? firstName : null,
    last_name: hasNames ? lastName : null,
    avatar_url: null,
    status,
    email_verified: status === 'PENDING' ? false : random.chance(0.95),
    two_factor_enabled: random.chance(0.2),
    is_admin: false,
    role: null,
    providers,
    google_id: providers.includes('google') ? `1${random.digits(20)}` : null,
    xero_id: providers.includes('xero') ? random.uuid() : null,
    created_at: createdAt.toISOString(),
    last_login_at: neverLoggedIn ? null : between(createdAt, calendar.anchor, random.next(), 3).toISOString(),
  };
}

function membership(
  random: Random,
  organisation: GeneratedOrganisation,
  userId: string,
  role: OrganisationRole,
  userCreatedAt: Date,
  anchor: Date,
): MembershipRow {
  const earliest = Math.max(userCreatedAt.getTime(), organisation.createdAt.getTime());
  return {
    organisation_id: organisation.row.id,
    user_id: userId,
    role,
    joined_at: between(new Date(earliest), anchor, random.next() * 0.05).toISOString(),
  };
}

function localPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function uniqueEmail(local: string, domain: string, emails: Set<string>): string {
  let email = `${local}@${domain}`;
  for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
  emails.add(email);
  return email;
}
