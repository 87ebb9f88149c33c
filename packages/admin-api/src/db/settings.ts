import type { Database } from './database';

export type SettingKey = 'seed_scale' | 'seed_anchor' | 'token_secret';

export async function readSetting(db: Database, key: SettingKey): Promise<string | null> {
  const rows = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
  return rows[0]?.value ?? null;
}

export async function writeSetting(db: Database, key: SettingKey, value: string): Promise<void> {
  await db.query(
    'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, value],
  );
}
