// `npm run audit:verify`: walks the access audit's hash chain (src/audit/) from its anchor to its
// tail and names the first record removed or altered (exit code 1), or prints "N records
// verified". Reads the same environment as the server (DATA_DIR, DATABASE_URL); an embedded
// database is read while the API is stopped (it holds the data folder's lock).
import { verifyCommand } from '../audit/verifyCommand';
import { resolveConfig } from '../config';
import { openDatabase } from '../db/openDatabase';

async function main(): Promise<number> {
  const db = await openDatabase(resolveConfig().storage);
  try {
    return await verifyCommand(db, (line) => console.log(line));
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
