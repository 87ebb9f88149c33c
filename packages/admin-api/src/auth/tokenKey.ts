import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { readOrInsertSetting } from '../db/settings';

const MIN_SECRET_LENGTH = 32;

/**
 * The HS256 key, imported once: TOKEN_SECRET when configured, else a random secret made on first
 * start and kept in the database, so tokens survive restarts without any setup.
 */
export async function resolveTokenKey(db: Database, configuredSecret: string | null): Promise<CryptoKey> {
  if (configuredSecret && configuredSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const secret = configuredSecret ?? (await storedTokenSecret(db));
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** The secret kept in the database, made now if there is none; API processes starting together agree on one. */
export function storedTokenSecret(db: Database): Promise<string> {
  return readOrInsertSetting(db, 'token_secret', randomBytes(32).toString('base64url'));
}
