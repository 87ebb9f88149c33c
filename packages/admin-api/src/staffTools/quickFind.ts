import {
  QUICK_FIND,
  type QuickFindCoupon,
  type QuickFindInvoice,
  type QuickFindOrganisation,
  type QuickFindResponse,
  type QuickFindUser,
} from '@portal/contract';
import type { Database } from '../db/database';
import {
  inC,
  ORGANISATION_LEGAL_NAME_KEY,
  ORGANISATION_NAME_KEY,
  USER_EMAIL_KEY,
  USER_NAME_KEY,
} from '../db/keys';
import { containsPattern } from '../queries/search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Trigrams need 3 characters: a shorter term finds exact values and prefixes only. */
const SUBSTRING_MIN_LENGTH = 3;
const PER_KIND = QUICK_FIND.perKind;

/** What one quick find looks for, each bound as a parameter. */
interface Terms {
  /** The term lower-cased, for exact matches. */
  term: string;
  prefix: string;
  /** The substring pattern, or null when the term is too short for a trigram. */
  pattern: string | null;
  uuid: string | null;
  /** As typed: Stripe customer ids and invoice ids are case-sensitive. */
  typed: string;
  /** Its digits with spaces removed (an ABN typed as 51 824 753 556), or null. */
  digits: string | null;
}

function termsOf(q: string): Terms {
  const term = q.toLowerCase();
  const digits = q.replace(/\s+/g, '');
  return {
    term,
    prefix: `${containsPattern(term).slice(1, -1)}%`,
    pattern: term.length >= SUBSTRING_MIN_LENGTH ? containsPattern(term) : null,
    uuid: UUID.test(q) ? term : null,
    typed: q,
    digits: /^\d+$/.test(digits) ? digits : null,
  };
}

interface Ranked {
  id: string;
  tier: number;
  sortKey: string;
}

/**
 * One branch of a kind's query: `tier` 0 exact, 1 prefix, 2 substring; it reads one index in
 * `orderBy` and stops at PER_KIND rows. `sortKey` orders the rows within a tier.
 */
const branch = (tier: number, select: string, sortKey: string, where: string, orderBy: string) =>
  `(select ${select}, ${sortKey} as "sortKey", ${tier} as tier from ${where} order by ${orderBy} limit ${PER_KIND})`;

/** Code-unit order, as the C collation of the indexes. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each id once, at its best tier; by tier, then sort key, then id; PER_KIND at most. */
function best<Row extends Ranked>(rows: Row[]): Omit<Row, 'tier' | 'sortKey'>[] {
  const seen = new Set<string>();
  return rows
    .sort((a, b) => a.tier - b.tier || byCodeUnits(a.sortKey, b.sortKey) || byCodeUnits(a.id, b.id))
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, PER_KIND)
    .map(({ tier: _tier, sortKey: _sortKey, ...row }) => row);
}

/**
 * The exact and prefix matches of a kind (indexed branches), then, only when none was exact and
 * fewer than PER_KIND were found, its substring matches (`substring`, with $1 the pattern). An
 * exact email, id, ABN or Stripe id answers at once: the trigram search of a long term reads
 * large posting lists for little. The substring branch takes the first matches in id order,
 * which is random (UUIDs): ordering by name would make the planner walk the name index and skip
 * every name before the match (seconds at the large seed for 'olivia').
 */
async function ranked<Row extends Ranked>(
  db: Database,
  indexed: { sql: string; parameters: unknown[] },
  substring: string,
  pattern: string | null,
): Promise<Omit<Row, 'tier' | 'sortKey'>[]> {
  const found = await db.query<Row>(indexed.sql, indexed.parameters);
  const enough = found.some((row) => row.tier === 0) || new Set(found.map((row) => row.id)).size >= PER_KIND;
  if (enough || pattern === null) return best(found);
  return best([...found, ...(await db.query<Row>(substring, [pattern]))]);
}

async function findUsers(db: Database, { term, prefix, pattern, uuid }: Terms): Promise<QuickFindUser[]> {
  const select = `id, email, first_name as "firstName", last_name as "lastName"`;
  const name = inC(USER_NAME_KEY);
  const email = inC(USER_EMAIL_KEY);
  const sql = [
    branch(0, select, name, `users where id = $3::uuid`, 'id'),
    branch(0, select, name, `users where ${email} = $1`, 'id'),
    branch(0, select, name, `users where ${name} = $1`, `${name}, id`),
    branch(1, select, name, `users where ${name} like $2`, `${name}, id`),
    branch(1, select, name, `users where ${email} like $2`, `${email}, id`),
  ].join(' union all ');
  const substring = branch(2, select, name, 'users where search_text like $1', 'id');
  return ranked<QuickFindUser & Ranked>(db, { sql, parameters: [term, prefix, uuid] }, substring, pattern);
}

async function findOrganisations(db: Database, terms: Terms): Promise<QuickFindOrganisation[]> {
  const select = `id, name, legal_name as "legalName", abn`;
  const name = inC(ORGANISATION_NAME_KEY);
  const legalName = inC(ORGANISATION_LEGAL_NAME_KEY);
  const abn = inC('abn');
  const sql = [
    branch(0, select, name, `organisations where id = $3::uuid`, 'id'),
    branch(0, select, name, `organisations where stripe_customer_id = $4`, 'id'),
    branch(0, select, name, `organisations where ${abn} = $5::text`, 'id'),
    branch(0, select, name, `organisations where ${name} = $1`, `${name}, id`),
    branch(0, select, name, `organisations where ${legalName} = $1`, `${legalName}, id`),
    branch(1, select, name, `organisations where ${name} like $2`, `${name}, id`),
    branch(1, select, name, `organisations where ${legalName} like $2`, `${legalName}, id`),
    branch(1, select, name, `organisations where ${abn} like $5 || '%'`, `${abn}, id`),
  ].join(' union all ');
  const substring = branch(2, select, name, 'organisations where search_text like $1', 'id');
  const { term, prefix, uuid, typed, digits } = terms;
  return ranked<QuickFindOrganisation & Ranked>(
    db,
    { sql, parameters: [term, prefix, uuid, typed, digits] },
    substring,
    terms.pattern,
  );
}

/**
 * Coupons are few (the payment provider's), so one pass ranks each coupon-and-code pair: the
 * code's own tier, and the coupon's by id or name; `code` is kept when the code matched best.
 */
async function findCoupons(db: Database, { term, prefix, pattern }: Terms): Promise<QuickFindCoupon[]> {
  const tierOf = (text: string) =>
    `case when ${text} = $1 then 0 when ${text} like $2 then 1 when ${text} like $3 then 2 end`;
  const rows = await db.query<
    QuickFindCoupon & { sortKey: string; codeTier: number | null; couponTier: number | null }
  >(
    `select c.id, c.name, p.code, lower(coalesce(c.name, '')) as "sortKey", ${tierOf('lower(p.code)')} as "codeTier",
       least(${tierOf('lower(c.id)')}, ${tierOf("lower(coalesce(c.name, ''))")}) as "couponTier"
     from coupons c left join promotion_codes p on p.coupon_id = c.id
     order by lower(coalesce(c.name, '')), c.id, p.code`,
    [term, prefix, pattern],
  );
  return best(
    rows.flatMap(({ codeTier, couponTier, ...coupon }) => {
      const tier = Math.min(codeTier ?? 3, couponTier ?? 3);
      if (tier === 3) return [];
      return [{ ...coupon, code: codeTier === tier ? coupon.code : null, tier }];
    }),
  );
}

async function findInvoices(db: Database, { term, prefix, typed }: Terms): Promise<QuickFindInvoice[]> {
  const select = `i.id, i.number, i.organisation_id as "organisationId", o.name as "organisationName"`;
  const from = 'invoices i join organisations o on o.id = i.organisation_id';
  // Migration 007's invoices_number index: lower(number) in the C collation.
  const number = inC('lower(i.number)');
  const sql = [
    branch(0, select, number, `${from} where i.id = $3`, 'i.id'),
    branch(0, select, number, `${from} where ${number} = $1`, `${number}, i.id`),
    branch(1, select, number, `${from} where ${number} like $2`, `${number}, i.id`),
  ].join(' union all ');
  return best(await db.query<QuickFindInvoice & Ranked>(sql, [term, prefix, typed]));
}

/** GET /admin/search: a few users, organisations, coupons and invoices matching `q`, best first. */
export async function quickFind(db: Database, q: string | undefined): Promise<QuickFindResponse> {
  const trimmed = (q ?? '').trim();
  if (trimmed.length < QUICK_FIND.minLength)
    return { users: [], organisations: [], coupons: [], invoices: [] };
  const terms = termsOf(trimmed);
  const [users, organisations, coupons, invoices] = await Promise.all([
    findUsers(db, terms),
    findOrganisations(db, terms),
    findCoupons(db, terms),
    findInvoices(db, terms),
  ]);
  return { users, organisations, coupons, invoices };
}
