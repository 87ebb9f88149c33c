import { randomBytes } from 'node:crypto';
import type { SeedScale } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { ensureSeeded } from '../seed/seedDatabase';

// The production topology's database roles (docs/operations.md "Access audit"): the owner role
// migrates and seeds; the API processes connect as a role of their own that may read and write
// the portal's tables but only read the audit tables. It appends through audit_append and purges
// through audit_purge, which run as the owner (security definer) and keep the chain's rules, so the
// API's role cannot update, delete or forge a record.

export const AUDIT_TABLES = ['audit_records', 'audit_subjects', 'audit_chain'] as const;

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates (or brings up to date) the API's login role on the database `owner` is connected to as
 * its owner, with `password` when given. Run after the migrations, and again after a new one: a
 * grant on all tables covers the tables that exist.
 */
export async function grantApiRole(owner: Database, role: string, password?: string): Promise<void> {
  if (!ROLE_NAME.test(role))
    throw new Error(`A database role name is lower-case letters, digits and _: "${role}"`);
  const [exists] = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  if (!exists) await owner.exec(`create role ${role} login`);
  if (password !== undefined) {
    const [statement] = await owner.query<{ sql: string }>(
      "select format('alter role %I password %L', $1::text, $2::text) as sql",
      [role, password],
    );
    await owner.exec(statement!.sql);
  }
  const audit = AUDIT_TABLES.join(', ');
  await owner.exec(`
grant usage on schema public to ${role};
grant select, insert, update, delete on all tables in schema public to ${role};
grant usage, select on all sequences in schema public to ${role};
grant execute on all functions in schema public to ${role};
revoke insert, update, delete, truncate, references, trigger on ${audit} from ${role};
grant select on ${audit} to ${role};
`);
}

/** The API processes' own role under the production topology. */
export const API_ROLE = 'portal_api';

/**
 * The production topology's database step before any API process starts: as the owner
 * (`ownerUrl`), the schema migrated and seeded (the seed refreshes a materialized view, the owner's
 * alone), then the API's role granted with a new random password. Resolves to the URL the API
 * processes connect with.
 */
export async function prepareApiRoleDatabase(
  ownerUrl: string,
  { seedScale, role = API_ROLE }: { seedScale: SeedScale; role?: string },
): Promise<string> {
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl });
  try {
    await ensureSeeded(owner, seedScale);
    const password = randomBytes(24).toString('base64url');
    await grantApiRole(owner, role, password);
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = password;
    return url.toString();
  } finally {
    await owner.close();
  }
}
