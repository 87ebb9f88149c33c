import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { settings } from '../db/schema';
import { createTestStorage } from '../testing/testEngine';
import { storedTokenSecret } from './tokenKey';

// Two API processes starting together on one empty server (docs/operations.md, "Several API processes") must
// sign with one key, or each would refuse the other's tokens.

let first: Database;
let second: Database;

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  // Two connection pools, as two processes have.
  first = await openDatabase({ kind: 'postgres', url: databaseUrl! });
  second = await openDatabase({ kind: 'postgres', url: databaseUrl! });
}, 60_000);

afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((db) => db.close()));
});

it('makes one secret when two processes find none at the same time, and keeps it', async () => {
  await first.orm.delete(settings).where(eq(settings.key, 'token_secret'));

  const secrets = await Promise.all([
    ...Array.from({ length: 5 }, () => storedTokenSecret(first)),
    ...Array.from({ length: 5 }, () => storedTokenSecret(second)),
  ]);
  expect(new Set(secrets).size).toBe(1);
  expect(secrets[0]).toMatch(/^[\w-]{43}$/);
  expect(await storedTokenSecret(second)).toBe(secrets[0]);
});
