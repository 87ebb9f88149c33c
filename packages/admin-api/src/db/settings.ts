import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { settings } from './schema';

export type SettingKey = 'seed_scale' | 'seed_anchor' | 'token_secret';

export async function readSetting(db: Database, key: SettingKey): Promise<string | null> {
  const [row] = await db.orm.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(db: Database, key: SettingKey, value: string): Promise<void> {
  await db.orm
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/**
 * The stored value, or `value` stored now when there is none: processes starting together on one
 * database all get the one value the first insert kept.
 */
export async function readOrInsertSetting(db: Database, key: SettingKey, value: string): Promise<string> {
  await db.orm.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  const stored = await readSetting(db, key);
  if (stored === null) throw new Error(`The setting ${key} could not be stored`);
  return stored;
}
