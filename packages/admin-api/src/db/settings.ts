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
