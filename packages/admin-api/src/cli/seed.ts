// `npm run seed -w packages/admin-api -- --scale large`: rebuilds the data from scratch.
// Reads the same environment as the server (DATA_DIR, DATABASE_URL, SEED_SCALE).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseSeedScale, resolveConfig, type StorageConfig } from '../config';
import { dataDirOwner } from '../db/dataDirLock';
import { openDatabase } from '../db/openDatabase';
import { seedDatabase } from '../seed/seedDatabase';

function scaleFromArguments(args: readonly string[]): string | undefined {
  const flag = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (flag === -1) return undefined;
  const arg = args[flag]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[flag + 1];
}

/** Deletes an embedded database folder, refusing any folder that is not one (or empty). */
function removeDataFolder(dataDir: string): void {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) throw new Error(`${dataDir} is in use by process ${owner}; stop it first`);
  if (!existsSync(dataDir)) return;
  const isEmpty = readdirSync(dataDir).length === 0;
  if (!isEmpty && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} is not a PostgreSQL data folder; not deleting it`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function rebuild(storage: StorageConfig, scale: ReturnType<typeof parseSeedScale>): Promise<void> {
  if (storage.kind === 'pglite' && storage.dataDir) removeDataFolder(storage.dataDir);
  const started = Date.now();
  const db = await openDatabase(storage);
  try {
    await seedDatabase(db, scale);
  } finally {
    await db.close();
  }
  const where = storage.kind === 'postgres' ? 'the DATABASE_URL database' : (storage.dataDir ?? 'memory');
  console.log(
    `Seeded the ${scale} data set into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const config = resolveConfig();
const scale = parseSeedScale(scaleFromArguments(process.argv.slice(2)) ?? process.env.SEED_SCALE);
rebuild(config.storage, scale).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
