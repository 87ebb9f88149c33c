// npm run bench:exports: how the users page answers while clients loop CSV exports of the whole
// users list, on the large seed, with the API as `npm start` runs it (request logs, call limits,
// export slots). Each looping client takes its own session (spread over the seeded admins) and
// starts its next export the moment the last one ends or is refused, never waiting for Retry-After:
// the worst a script can do. One more session loads users pages, ten a second at most, and times them.
// BENCH_EXPORTERS lists the client counts (default "0,1,8,20"), BENCH_EXPORTS_SECONDS each phase's
// length (default 20); BENCH_API_URL measures a running API instead of starting one.
import { ADMIN_EMAIL, signInOverHttp, startApiProcess } from '@portal/admin-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { markdownTable } from '../markdownTable';
import { percentile } from '../stats';
import { engineSettings } from './settings';

const ADMINS = [ADMIN_EMAIL, 'priya.raman@example.com', 'jordan.lee@example.com'];
const EXPORT_PATH = '/admin/users?format=csv&sort=name&order=asc';
const USERS_PAGE = (i: number) => `/admin/users?limit=25&offset=${(i * 997) % 9900}`;
// The timed session opens at most ten pages a second: a person's pace many times over, within the
// session call limit (1,200 a minute) that a script looping faster would meet.
const PAGE_INTERVAL_MS = 100;

interface PhaseFigures {
  exporters: number;
  pages: number;
  p50: number;
  p95: number;
  max: number;
  exportsFinished: number;
  /** Bytes of CSV the exporters received, whole exports or not. */
  exportedBytes: number;
  refused: number;
}

const setting = (name: string, fallback: string) => process.env[name] ?? fallback;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

/** Reads an answer to its end, adding a CSV's bytes to `counts`; whether it ended whole. */
async function readCounting(response: Response, counts: PhaseFigures): Promise<boolean> {
  const csv = response.ok;
  try {
    for await (const chunk of response.body ?? []) if (csv) counts.exportedBytes += chunk.byteLength;
    return csv;
  } catch {
    return false;
  }
}

/** One client that exports the users list over and over until `until`, counting what happened. */
async function loopExports(apiUrl: string, token: string, until: number, counts: PhaseFigures) {
  while (Date.now() < until) {
    const response = await fetch(apiUrl + EXPORT_PATH, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(Math.max(1, until - Date.now())),
    }).catch(() => null);
    if (!response) return;
    if (response.status === 429) counts.refused += 1;
    // Reads the whole file as a browser saving it would; an abort at the phase's end ends it.
    if (await readCounting(response, counts)) counts.exportsFinished += 1;
  }
}

/** Users pages one after another for `seconds`, timed, while `exporters` clients loop exports. */
async function measurePhase(
  apiUrl: string,
  pageToken: string,
  exporterTokens: readonly string[],
  seconds: number,
): Promise<PhaseFigures> {
  const figures: PhaseFigures = {
    exporters: exporterTokens.length,
    pages: 0,
    p50: 0,
    p95: 0,
    max: 0,
    exportsFinished: 0,
    exportedBytes: 0,
    refused: 0,
  };
  const until = Date.now() + seconds * 1000;
  const loops = exporterTokens.map((token) => loopExports(apiUrl, token, until, figures));
  const times: number[] = [];
  for (let i = 0; Date.now() < until; i += 1) {
    const started = performance.now();
    const response = await fetch(apiUrl + USERS_PAGE(i), {
      headers: { authorization: `Bearer ${pageToken}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`users page: ${response.status}`);
    const took = performance.now() - started;
    times.push(took);
    await sleep(PAGE_INTERVAL_MS - took);
  }
  await Promise.all(loops);
  times.sort((a, b) => a - b);
  return {
    ...figures,
    pages: times.length,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    max: Math.round(times[times.length - 1] ?? 0),
  };
}

async function main(): Promise<void> {
  const counts = setting('BENCH_EXPORTERS', '0,1,8,20').split(',').map(Number);
  const seconds = Number(setting('BENCH_EXPORTS_SECONDS', '20'));
  const settings = engineSettings(() => undefined);
  const logFolder = mkdtempSync(join(tmpdir(), 'bench-exports-'));
  const api = process.env.BENCH_API_URL
    ? { url: process.env.BENCH_API_URL, stop: async () => undefined }
    : await startApiProcess({
        SEED_SCALE: 'large',
        DATA_DIR: settings.pgliteDataDir,
        PORT: String(settings.apiPorts[0]),
        LOG_FILE: join(logFolder, 'api.log'),
      });
  try {
    const sessions = Math.max(...counts) + 1;
    const tokens: string[] = [];
    // One after another, as staff sign in.
    for (let i = 0; i < sessions; i += 1) {
      tokens.push((await signInOverHttp(api.url, ADMINS[i % ADMINS.length]!)).token);
    }
    const [pageToken, ...exporterTokens] = tokens as [string, ...string[]];
    const rows: PhaseFigures[] = [];
    for (const count of counts) {
      console.log(`-- ${count} looping exporters for ${seconds} s (load average ${loadAverage()})`);
      rows.push(await measurePhase(api.url, pageToken, exporterTokens.slice(0, count), seconds));
    }
    console.log(
      `\n${markdownTable(
        [
          'looping exporters',
          'users pages',
          'p50 ms',
          'p95 ms',
          'max ms',
          'exports finished',
          'CSV MB/s',
          'refused (429)',
        ],
        rows.map((row) =>
          [
            row.exporters,
            row.pages,
            row.p50,
            row.p95,
            row.max,
            row.exportsFinished,
            (row.exportedBytes / 1e6 / seconds).toFixed(2),
            row.refused,
          ].map(String),
        ),
      )}\n`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await api.stop();
    rmSync(logFolder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
