import { formatEngineTable } from './api/engineTable';
import type { EngineFigures } from './api/engines';
import { markdownTable } from './markdownTable';
import type { RouteFigures } from './pageLoads';
import type { SearchFigures } from './searchTiming';
import type { SectionSwitchFigures } from './sectionSwitch';
import type { SharedLibraryFigures } from './sharedLibraries';
import type { Spread } from './stats';

export interface BenchResults {
  measuredAt: string;
  machine: string;
  dataSet: string;
  routes: RouteFigures[];
  sectionSwitch: SectionSwitchFigures;
  searches: SearchFigures[];
  sharedLibraries: SharedLibraryFigures[];
  /** The API alone, on each engine. */
  engines: EngineFigures[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const spread = (label: string, value: Spread) =>
  value.runs === 0 ? `${label} –` : `${label} ${ms(value.median)} / ${ms(value.max)}`;
const failed = (count: number) => (count > 0 ? `; ${count} failed` : '');

/** Every figure in two tables, the portal's and the API's (markdown, for docs/performance.md as printed). */
export function formatTable(results: BenchResults): string {
  const rows: [string, string, string][] = [
    ...results.routes.map((route): [string, string, string] => [
      'route',
      route.route,
      `${route.jsFiles} JS files, ${kb(route.jsBytes)} gzip; to main content (median / max of ${route.cold.runs}): ` +
        `${spread('cold', route.cold)}, ${spread('warm', route.warm)}${failed(route.failures)}`,
    ]),
    [
      'section switch',
      `${results.sectionSwitch.from} to ${results.sectionSwitch.to} from the side menu: click to rows`,
      `${spread('median / max', results.sectionSwitch.clickToContent)} (${results.sectionSwitch.clickToContent.runs} switches, the section's remote loaded on the way)${failed(results.sectionSwitch.failures)}`,
    ],
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
  ];
  return `${markdownTable(['what', 'item', 'figures'], rows)}\n\n${formatEngineTable(results.engines)}`;
}
