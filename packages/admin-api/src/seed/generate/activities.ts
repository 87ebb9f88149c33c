import type { ActivityType } from '@portal/contract';
import { type SeedCalendar, between } from '../anchor';
import { AUTH_ACTIVITY } from '../../queries/accounts';
import { FIRST_NAMES, PROJECT_NAMES } from '../fixtures';
import { createRandom, type Random } from '../random';
import type { ActivityRow } from '../rows';
import type { GeneratedOrganisation } from './organisations';
import type { GeneratedUser } from './users';

const TYPE_WEIGHTS: Record<ActivityType, number> = {
  AUTH: 30,
  USER: 8,
  ORGANISATION: 8,
  MEMBER: 8,
  SUBSCRIPTION: 8,
  XERO: 12,
  PROJECT: 9,
  TRANSACTION: 10,
  INVITATION: 5,
  OTHER: 2,
};

/** Scheduled jobs act without a user; signing in and profile changes concern no organisation. */
const WITHOUT_USER: Partial<Record<ActivityType, number>> = { SUBSCRIPTION: 0.3, XERO: 0.3 };
const WITHOUT_ORGANISATION: Partial<Record<ActivityType, number>> = { AUTH: 0.4, USER: 0.5 };

/**
 * A successful transactions sync, as its description reads (a SQL LIKE pattern): an organisation's
 * Last Sync is the newest of its activities that match it (seedDatabase).
 */
export const TRANSACTIONS_SYNCED_PATTERN = 'Synced % transactions from Xero';

type Describe = (random: Random) => string;
const DESCRIPTIONS: Record<ActivityType, readonly Describe[]> = {
  AUTH: [
    () => AUTH_ACTIVITY.signedInWithGoogle,
    () => 'Signed in with a password',
    () => AUTH_ACTIVITY.signedOut,
    () => 'Enabled two-factor authentication',
    () => 'Failed sign-in attempt',
  ],
  USER: [
    () => 'Updated profile details',
    () => 'Changed email address',
    () => 'Verified email address',
    () => 'Linked a Xero account',
  ],
  ORGANISATION: [
    () => 'Updated organisation details',
    (r) => `Changed the tax year start month to ${r.pick(['January', 'April', 'July', 'October'])}`,
    () => 'Completed onboarding',
  ],
  MEMBER: [
    (r) => `Changed the role of ${invitee(r)} to ${r.pick(['ADMIN', 'MEMBER', 'VIEWER'])}`,
    (r) => `Removed ${invitee(r)} from the team`,
    (r) => `${invitee(r)} joined the organisation`,
  ],
  SUBSCRIPTION: [
    () => 'Subscription renewed',
    () => 'Payment failed; retrying in 3 days',
    (r) => `Changed plan to ${r.pick(['Starter', 'Growth', 'Scale'])}`,
    () => 'Subscription cancelled',
  ],
  XERO: [
    (r) => TRANSACTIONS_SYNCED_PATTERN.replace('%', String(r.int(1, 900))),
    () => 'Connected to Xero',
    () => 'Xero sync failed: TOKEN_EXPIRED',
    (r) => `Synced ${r.int(1, 40)} employees from Xero`,
  ],
  PROJECT: [
    (r) => `Created project "${r.pick(PROJECT_NAMES)}"`,
    (r) => `Submitted project "${r.pick(PROJECT_NAMES)}" for FY${r.int(2024, 2026)}`,
    (r) => `Archived project "${r.pick(PROJECT_NAMES)}"`,
  ],
  TRANSACTION: [
    (r) => `Allocated ${r.int(1, 300)} transactions to "${r.pick(PROJECT_NAMES)}"`,
    (r) => `Excluded ${r.int(1, 50)} transactions`,
  ],
  INVITATION: [
    (r) => `Invited ${invitee(r)} as ${r.pick(['ADMIN', 'MEMBER', 'VIEWER'])}`,
    (r) => `Cancelled the invitation for ${invitee(r)}`,
  ],
  OTHER: [() => 'Exported the R&D claim report', () => 'Downloaded an invoice PDF'],
};

function invitee(random: Random): string {
  return `${random.pick(FIRST_NAMES).toLowerCase()}@${random.pick(['gmail.com', 'outlook.com', 'bigpond.com'])}`;
}

/** Activities over the seeded history, yielded in chunks so a million rows never sit in memory at once. */
export function* generateActivities(
  count: number,
  users: readonly GeneratedUser[],
  organisations: readonly GeneratedOrganisation[],
  chunkSize: number,
  calendar: SeedCalendar,
): Generator<ActivityRow[]> {
  const random = createRandom('activities');
  for (let start = 0; start < count; start += chunkSize) {
    const chunk: ActivityRow[] = [];
    for (let i = start; i < Math.min(count, start + chunkSize); i++)
      chunk.push(activity(calendar, random, users, organisations));
    yield chunk;
  }
}

function activity(
  calendar: SeedCalendar,
  random: Random,
  users: readonly GeneratedUser[],
  organisations: readonly GeneratedOrganisation[],
): ActivityRow {
  const type = random.weighted(TYPE_WEIGHTS);
  const user = random.chance(WITHOUT_USER[type] ?? 0.01) ? null : random.pick(users);
  const organisation = random.chance(WITHOUT_ORGANISATION[type] ?? 0.02)
    ? null
    : organisations[user ? random.pick(user.organisationIndexes) : random.int(0, organisations.length - 1)]!;
  const earliest = Math.max(
    calendar.historyStart.getTime(),
    user?.createdAt.getTime() ?? 0,
    organisation?.createdAt.getTime() ?? 0,
  );
  return {
    id: random.uuid(),
    activity_type: type,
    description: random.pick(DESCRIPTIONS[type])(random),
    created_at: between(new Date(earliest), calendar.anchor, random.next()).toISOString(),
    user_id: user?.row.id ?? null,
    organisation_id: organisation?.row.id ?? null,
  };
}
