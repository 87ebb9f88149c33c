// npm run bench:api: the API's figures alone, on PGlite and on PostgreSQL (one table), also written
// to bench-results/api.json. With BENCH_API_URL it measures that running API instead (named by
// BENCH_API_LABEL), e.g. another build or a deployed copy.
import { REPO_ROOT } from '@portal/launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { formatEngineTable } from './engineTable';
import { measureEngine, measureEngines, type EngineFigures } from './engines';
import { engineSettings } from './settings';

async function main(): Promise<void> {
  const settings = engineSettings((text) => console.log(`-- ${text}`));
  const url = process.env.BENCH_API_URL;
  const engines: EngineFigures[] = url
    ? [await measureEngine(process.env.BENCH_API_LABEL ?? url, url, settings)]
    : await measureEngines(settings);
  const resultsDir = join(REPO_ROOT, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'api.json'), `${JSON.stringify(engines, null, 2)}\n`);
  console.log(`\n${formatEngineTable(engines)}\n`);
  console.log(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
