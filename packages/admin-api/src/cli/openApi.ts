// `npm run openapi:update`: writes the API's OpenAPI document to docs/api/openapi.json, from an
// API on an in-memory database (the routes register as they do in production).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildAdminApi } from '../app';
import { MEMORY_DATA_DIR, REPO_ROOT } from '../config';
import { OPENAPI_DOCUMENT_FILE } from '../http/openApi';

async function main(): Promise<void> {
  const app = await buildAdminApi({ dataDir: MEMORY_DATA_DIR, seedScale: 'small' });
  try {
    const file = join(REPO_ROOT, OPENAPI_DOCUMENT_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`wrote ${OPENAPI_DOCUMENT_FILE}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
