import type { LatencyRow } from '@portal/admin-api';
import type { LoadFigures } from './apiLoad';
import type { RouteFigures } from './pageLoads';
import type { SearchFigures } from './searchTiming';
import type { SharedLibraryFigures } from './sharedLibraries';
import type { Spread } from './stats';

export interface BenchResults {
  measuredAt: string;
  machine: string;
  dataSet: string;
  routes: RouteFigures[];
  searches: SearchFigures[];
  sharedLibraries: SharedLibraryFigures[];
  api: LatencyRow[];
  load: LoadFigures;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const spread = (label: string, value: Spread) =>
  value.runs === 0 ? `${label} –` : `${label} ${ms(value.median)} / ${ms(value.max)}`;
const failed = (count: number) => (count > 0 ? `; ${count} failed` : '');

/** Every figure in one table (markdown, so it can go into the README as printed). */
export function formatTable(results: BenchResults): string {
  const rows: [string, string, string][] = [
    ...results.routes.map((route): [string, string, string] => [
      'route',
      route.route,
      `${route.jsFiles} JS files, ${kb(route.jsBytes)} gzip; to main content (median / max of ${route.cold.runs}): ` +
        `${spread('cold', route.cold)}, ${spread('warm', route.warm)}${failed(route.failures)}`,
    ]),
    ...results.searches.map((search): [string, string, string] => [
      'search',
      `${search.list}: typing to new rows`,
      `${spread('median / max', search.typeToRows)} (${search.typeToRows.runs} searches, 300 ms debounce included)${failed(search.failures)}`,
    ]),
    ...results.sharedLibraries.map((shared): [string, string, string] => [
      'shared library',
      shared.library,
      `${shared.loaded.length} ${shared.loaded.length === 1 ? 'copy' : 'copies'} loaded${
        shared.loaded.length ? ` (${shared.loaded.join(', ')})` : ''
      }`,
    ]),
    ...results.api.map((row): [string, string, string] => [
      'API call',
      row.call,
      `p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms (${row.rounds} calls)`,
    ]),
    [
      'API load',
      `${results.load.call}, ${results.load.connections} connections, ${results.load.seconds} s`,
      `${results.load.requestsPerSecond.toFixed(1)} requests/s, p99 ${ms(results.load.p99)}, ` +
        `${results.load.errors} errors, ${results.load.non2xx} non-2xx`,
    ],
  ];
  const header: [string, string, string] = ['what', 'item', 'figures'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
