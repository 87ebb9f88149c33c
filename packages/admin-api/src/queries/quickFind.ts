import {
  QUICK_FIND,
  type QuickFindCoupon,
  type QuickFindInvoice,
  type QuickFindOrganisation,
  type QuickFindResponse,
  type QuickFindUser,
} from '@portal/api/contract';
import type { Database } from '../db/database';
import {
  inC,
  ORGANISATION_LEGAL_NAME_KEY,
  ORGANISATION_NAME_KEY,
  USER_EMAIL_KEY,
  USER_NAME_KEY,
} from '../db/migrations/007_sorting_and_quick_find';
import { containsPattern } from './search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Trigrams need 3 characters: a shorter term finds exact values and prefixes only. */
const SUBSTRING_MIN_LENGTH = 3;
const PER_KIND = QUICK_FIND.perKind;

/**
 * What one quick find looks for, as bound parameters: $1 the lower-cased term, $2 its prefix
 * pattern, $3 its substring pattern (null when too short for a trigram), $4 the term as a UUID
 * (or null), $5 the term as it was typed (Stripe ids are case-sensitive), $6 the term's digits
 * with spaces removed (an ABN typed as 51 824 753 556), or null.
 */
function parametersOf(q: string): unknown[] {
  const term = q.toLowerCase();
  const digits = q.replace(/\s+/g, '');
  return [
    term,
    `${containsPattern(term).slice(1, -1)}%`,
    term.length >= SUBSTRING_MIN_LENGTH ? containsPattern(term) : null,
    UUID.test(q) ? term : null,
    q,
    /^\d+$/.test(digits) ? digits : null,
  ];
}

/**
 * Branches of one kind, best first: `tier` 0 exact, 1 prefix, 2 substring; each branch reads one
 * index and stops at PER_KIND rows.
 */
const branch = (tier: number, select: string, where: string, orderBy: string) =>
  `(select ${select}, ${tier} as tier from ${where} order by ${orderBy} limit ${PER_KIND})`;

/** Each id once, at its best tier, best first, PER_KIND at most. */
function best<Row extends { id: string; tier: number }>(rows: Row[]): Omit<Row, 'tier'>[] {
  const seen = new Set<string>();
  return rows
    .sort((a, b) => a.tier - b.tier)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, PER_KIND)
    .map(({ tier: _tier, ...row }) => row);
}

const substring = (sql: string) => `($3::text is not null and ${sql})`;

async function findUsers(db: Database, parameters: unknown[]): Promise<QuickFindUser[]> {
  const select = `id, email, first_name as "firstName", last_name as "lastName"`;
  const byName = `${inC(USER_NAME_KEY)}, id`;
  const sql = [
    branch(0, select, `users where id = $4::uuid`, 'id'),
    branch(0, select, `users where ${inC(USER_EMAIL_KEY)} = $1`, 'id'),
    branch(0, select, `users where ${inC(USER_NAME_KEY)} = $1`, byName),
    branch(1, select, `users where ${inC(USER_NAME_KEY)} like $2`, byName),
    branch(1, select, `users where ${inC(USER_EMAIL_KEY)} like $2`, `${inC(USER_EMAIL_KEY)}, id`),
    branch(2, select, `users where ${substring('search_text like $3')}`, byName),
  ].join(' union all ');
  return best(await db.query<QuickFindUser & { tier: number }>(sql, parameters.slice(0, 4)));
}

async function findOrganisations(db: Database, parameters: unknown[]): Promise<QuickFindOrganisation[]> {
  const select = `id, name, legal_name as "legalName", abn`;
  const byName = `${inC(ORGANISATION_NAME_KEY)}, id`;
  const sql = [
    branch(0, select, `organisations where id = $4::uuid`, 'id'),
    branch(0, select, `organisations where stripe_customer_id = $5`, 'id'),
    branch(0, select, `organisations where ${inC('abn')} = $6::text`, 'id'),
    branch(0, select, `organisations where ${inC(ORGANISATION_NAME_KEY)} = $1`, byName),
    branch(0, select, `organisations where ${inC(ORGANISATION_LEGAL_NAME_KEY)} = $1`, byName),
    branch(1, select, `organisations where ${inC(ORGANISATION_NAME_KEY)} like $2`, byName),
    branch(
      1,
      select,
      `organisations where ${inC(ORGANISATION_LEGAL_NAME_KEY)} like $2`,
      `${inC(ORGANISATION_LEGAL_NAME_KEY)}, id`,
    ),
    branch(1, select, `organisations where ${inC('abn')} like $6 || '%'`, `${inC('abn')}, id`),
    branch(2, select, `organisations where ${substring('search_text like $3')}`, byName),
  ].join(' union all ');
  return best(await db.query<QuickFindOrganisation & { tier: number }>(sql, parameters));
}

/**
 * Coupons are few (the payment provider's), so one pass ranks each coupon-and-code pair: the
 * code's own tier, and the coupon's by id or name; `code` is kept when the code matched best.
 */
async function findCoupons(db: Database, parameters: unknown[]): Promise<QuickFindCoupon[]> {
  const tierOf = (text: string) =>
    `case when ${text} = $1 then 0 when ${text} like $2 then 1 when ${text} like $3 then 2 end`;
  const rows = await db.query<QuickFindCoupon & { codeTier: number | null; couponTier: number | null }>(
    `select c.id, c.name, p.code, ${tierOf('lower(p.code)')} as "codeTier",
       least(${tierOf('lower(c.id)')}, ${tierOf("lower(coalesce(c.name, ''))")}) as "couponTier"
     from coupons c left join promotion_codes p on p.coupon_id = c.id
     order by lower(coalesce(c.name, '')), c.id, p.code`,
    parameters.slice(0, 3),
  );
  return best(
    rows.flatMap(({ codeTier, couponTier, ...coupon }) => {
      const tier = Math.min(codeTier ?? 3, couponTier ?? 3);
      if (tier === 3) return [];
      return [{ ...coupon, code: codeTier === tier ? coupon.code : null, tier }];
    }),
  );
}

async function findInvoices(db: Database, parameters: unknown[]): Promise<QuickFindInvoice[]> {
  const select = `i.id, i.number, i.organisation_id as "organisationId", o.name as "organisationName"`;
  const from = 'invoices i join organisations o on o.id = i.organisation_id';
  // Migration 007's invoices_number index: lower(number) in the C collation.
  const number = inC('lower(i.number)');
  const sql = [
    branch(0, select, `${from} where i.id = $3`, 'i.id'),
    branch(0, select, `${from} where ${number} = $1`, `${number}, i.id`),
    branch(1, select, `${from} where ${number} like $2`, `${number}, i.id`),
  ].join(' union all ');
  const [term, prefix, , , typed] = parameters;
  return best(await db.query<QuickFindInvoice & { tier: number }>(sql, [term, prefix, typed]));
}

/** GET /admin/search: a few users, organisations, coupons and invoices matching `q`, best first. */
export async function quickFind(db: Database, q: string | undefined): Promise<QuickFindResponse> {
  const trimmed = (q ?? '').trim();
  if (trimmed.length < QUICK_FIND.minLength)
    return { users: [], organisations: [], coupons: [], invoices: [] };
  const parameters = parametersOf(trimmed);
  const [users, organisations, coupons, invoices] = await Promise.all([
    findUsers(db, parameters),
    findOrganisations(db, parameters),
    findCoupons(db, parameters),
    findInvoices(db, parameters),
  ]);
  return { users, organisations, coupons, invoices };
}
