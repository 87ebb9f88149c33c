import type { SubscriptionStatus } from '@portal/contract';
import { abnFromBody } from '../abn';
import { type SeedCalendar, addDays, between } from '../anchor';
import { AREA_CODES, INDUSTRIES, LAST_NAMES, LEGAL_SUFFIXES, PLACES } from '../fixtures';
import { createRandom, type Random } from '../random';
import type { OrganisationRow } from '../rows';

export interface GeneratedOrganisation {
  row: OrganisationRow;
  createdAt: Date;
  /** The business's e-mail and web domain, shared by its staff's addresses. */
  domain: string;
}

const SUBSCRIPTION_WEIGHTS: Record<SubscriptionStatus | 'NONE', number> = {
  ACTIVE: 55,
  TRIALING: 12,
  PAST_DUE: 8,
  CANCELED: 12,
  INACTIVE: 10,
  NONE: 3,
};

export function generateOrganisations(count: number, calendar: SeedCalendar): GeneratedOrganisation[] {
  const random = createRandom('organisations');
  const domainsInUse = new Map<string, number>();
  return Array.from({ length: count }, () => {
    const name = tradingName(random);
    const domain = uniqueDomain(name, domainsInUse);
    const createdAt = between(calendar.historyStart, calendar.anchor, random.next(), 2);
    return { row: organisationRow(random, calendar, name, domain, createdAt), createdAt, domain };
  });
}

function organisationRow(
  random: Random,
  calendar: SeedCalendar,
  name: string,
  domain: string,
  createdAt: Date,
): OrganisationRow {
  const drawn = random.weighted(SUBSCRIPTION_WEIGHTS);
  const subscription = drawn === 'NONE' ? null : drawn;
  const connectedToXero = random.chance(0.6);
  const totalTransactions = random.chance(0.2) ? 0 : random.int(10, 6000);
  return {
    id: random.uuid(),
    name,
    legal_name: random.chance(0.08) ? null : legalName(random, name),
    abn: random.chance(0.05) ? null : abnFromBody(random.digits(9)),
    contact_number: random.chance(0.1) ? null : phoneNumber(random),
    website: random.chance(0.15) ? null : `https://${random.chance(0.7) ? 'www.' : ''}${domain}`,
    billing_email: random.chance(0.1)
      ? null
      : `${random.pick(['accounts', 'billing', 'finance', 'admin'])}@${domain}`,
    created_at: createdAt.toISOString(),
    subscription_status: subscription,
    subscription_valid_until: subscriptionEnd(random, calendar, subscription, createdAt),
    card_valid_until: subscription && random.chance(0.9) ? cardExpiry(random, calendar.anchor) : null,
    stripe_customer_id: subscription ? `cus_${random.chars(14)}` : null,
    promotion_code: null,
    coupon_id: null,
    connected_to_xero: connectedToXero,
    xero_last_sync_transactions_at:
      connectedToXero && random.chance(0.9)
        ? between(
            latest(createdAt, addDays(calendar.anchor, -30)),
            calendar.anchor,
            random.next(),
          ).toISOString()
        : null,
    tax_year_start_month: random.chance(0.05) ? null : random.chance(0.8) ? 7 : random.pick([1, 4, 10]),
    completed_onboarding: random.chance(0.8),
    quota_max_users: random.pick([-1, -1, 3, 5, 10, 25]),
    total_projects: random.int(0, 40),
    total_transactions: totalTransactions,
    total_transactions_allocated: Math.floor(totalTransactions * random.next()),
  };
}

function tradingName(random: Random): string {
  const industry = random.pick(INDUSTRIES);
  const style = random.int(0, 9);
  if (style < 6) return `${random.pick(PLACES)} ${industry}`;
  if (style < 8) return `${random.pick(LAST_NAMES)} ${industry}`;
  return `${random.pick(LAST_NAMES)} & ${random.pick(LAST_NAMES)} ${industry}`;
}

function legalName(random: Random, name: string): string {
  if (random.chance(0.1)) return `The Trustee for the ${random.pick(LAST_NAMES)} Family Trust`;
  return `${name} ${random.pick(LEGAL_SUFFIXES)}`;
}

function uniqueDomain(name: string, inUse: Map<string, number>): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
  const seen = inUse.get(slug) ?? 0;
  inUse.set(slug, seen + 1);
  return `${slug}${seen === 0 ? '' : seen + 1}.com.au`;
}

function phoneNumber(random: Random): string {
  if (random.chance(0.4)) return `+61 4${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`;
  return `+61 ${random.pick(AREA_CODES)} ${random.int(3, 9)}${random.digits(3)} ${random.digits(4)}`;
}

function latest(a: Date, b: Date): Date {
  return a > b ? a : b;
}

function subscriptionEnd(
  random: Random,
  calendar: SeedCalendar,
  status: SubscriptionStatus | null,
  createdAt: Date,
): string | null {
  switch (status) {
    case 'ACTIVE':
    case 'PAST_DUE':
      return addDays(calendar.anchor, random.int(1, 365)).toISOString();
    case 'TRIALING':
      return addDays(calendar.anchor, random.int(1, 14)).toISOString();
    case 'CANCELED':
    case 'INACTIVE':
      return between(createdAt, calendar.anchor, random.next()).toISOString();
    default:
      return null;
  }
}

/** Cards expire at the end of a month, up to four years ahead (some already expired). */
function cardExpiry(random: Random, anchor: Date): string {
  const months = random.int(-3, 48);
  const expiry = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months + 1, 0));
  return expiry.toISOString();
}
