// npm run bench:peer -w packages/bench: only the side-by-side page loads against the single-bundle
// peer (the first part of `npm run bench`).
import { ensureBuilt, REPO_ROOT } from '@portal/launcher';
import { join } from 'node:path';
import { compareWithPeer } from './compareWithPeer';
import { peerComparisonSettings } from './settings';

async function main(): Promise<void> {
  const step = (text: string) => console.log(`-- ${text}`);
  step('building what is not built');
  await ensureBuilt();
  await compareWithPeer({ ...peerComparisonSettings(), resultsDir: join(REPO_ROOT, 'bench-results'), step });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
