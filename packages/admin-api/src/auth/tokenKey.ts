import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { readSetting, writeSetting } from '../db/settings';

const MIN_SECRET_LENGTH = 32;

/**
 * The HS256 key: TOKEN_SECRET when configured, else a random secret made on first start and kept
 * in the database, so tokens survive restarts without any setup.
 */
export async function resolveTokenKey(db: Database, configuredSecret: string | null): Promise<Uint8Array> {
  if (configuredSecret) {
    if (configuredSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return new TextEncoder().encode(configuredSecret);
  }
  let secret = await readSetting(db, 'token_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    await writeSetting(db, 'token_secret', secret);
  }
  return new TextEncoder().encode(secret);
}
