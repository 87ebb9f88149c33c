import { markdownTable } from '../markdownTable';
import type { EngineFigures } from './engines';

const figure = (value: number) => value.toFixed(1);

/** One markdown table for every engine: p50 / p95 ms per call, the load mix, the row counts. */
export function formatEngineTable(engines: readonly EngineFigures[]): string {
  const calls = engines[0]?.latency.map((row) => row.call) ?? [];
  const header = ['call (p50 / p95 ms)', ...engines.map((engine) => engine.engine)];
  const rows = [
    ...calls.map((call) => [
      call,
      ...engines.map((engine) => {
        const row = engine.latency.find((candidate) => candidate.call === call);
        return row ? `${figure(row.p50)} / ${figure(row.p95)}` : '–';
      }),
    ]),
    [
      `load: ${engines[0]?.load.connections ?? 50} connections, ${engines[0]?.load.seconds ?? 20} s after ${engines[0]?.load.warmupSeconds ?? 5} s unmeasured, ${engines[0]?.load.distinctCalls ?? 0} distinct calls`,
      ...engines.map(
        ({ load }) =>
          `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
          `${load.errors} errors, ${load.non2xx} non-2xx`,
      ),
    ],
    [
      'rows (users / organisations / activities)',
      ...engines.map(({ rows }) =>
        [rows.users, rows.organisations, rows.activities].map((n) => n.toLocaleString('en-AU')).join(' / '),
      ),
    ],
  ];
  return markdownTable(header, rows);
}
