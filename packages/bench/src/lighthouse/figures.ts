import { markdownTable } from '../markdownTable';
import { median } from '../stats';

/** Issue 50's bar for the dashboard: Lighthouse's mobile performance score. */
export const LIGHTHOUSE_TARGET = 95;

/** What one Lighthouse run says of a page: its performance score (0-100) and the metrics behind it. */
export interface LighthouseFigures {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

interface LighthouseReport {
  finalDisplayedUrl?: string;
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } } | undefined>;
  runtimeError?: { code?: string; message?: string };
}

function metric(report: LighthouseReport, audit: string): number {
  const value = report.audits?.[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no figure for ${audit}`);
  return value;
}

/**
 * What a run stands for: a person's first visit (nothing in the browser's cache) or a repeat visit
 * (the scripts of an earlier visit in the cache, as for staff who open the portal every day).
 */
export type Visit = 'first' | 'repeat';

/**
 * The figures of a Lighthouse JSON report (`--output=json`) of the page at `url`, as a `visit`. A run
 * that measured nothing (a page that never painted: `NO_FCP`, an unreachable URL) has no score and
 * is refused with Lighthouse's reason; so is one that ended on another page (signed out, sent to the
 * sign-in page), and one that was not the visit it stands for: a first visit with scripts from the
 * browser's cache (it scores far higher), a repeat visit with none.
 */
export function figuresOf(report: LighthouseReport, url: string, visit: Visit): LighthouseFigures {
  const score = report.categories?.performance?.score;
  if (typeof score !== 'number') {
    const reason = report.runtimeError
      ? `${report.runtimeError.code}: ${report.runtimeError.message}`
      : 'no score';
    throw new Error(`Lighthouse measured nothing (${reason})`);
  }
  if (report.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse measured ${report.finalDisplayedUrl ?? 'no page'}, not ${url}: signed out?`);
  const cached = (report.audits?.['network-requests']?.details?.items ?? []).filter(
    (request) =>
      request.resourceType === 'Script' && (request.transferSize === 0 || request.statusCode === 304),
  );
  if (visit === 'first' && cached.length > 0)
    throw new Error(
      `Not a first visit: ${cached.length} scripts came from the browser's cache (${cached[0]!.url}, ...)`,
    );
  if (visit === 'repeat' && cached.length === 0)
    throw new Error("Not a repeat visit: no script came from the browser's cache");
  return {
    score: Math.round(score * 100),
    firstContentfulPaintMs: metric(report, 'first-contentful-paint'),
    largestContentfulPaintMs: metric(report, 'largest-contentful-paint'),
    totalBlockingTimeMs: metric(report, 'total-blocking-time'),
    speedIndexMs: metric(report, 'speed-index'),
    cumulativeLayoutShift: metric(report, 'cumulative-layout-shift'),
  };
}

export interface LighthouseRun {
  app: string;
  figures: LighthouseFigures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One row per app: every run's score in order, their median against the target, and the median of
 * each metric (Lighthouse's simulated values, as its report shows them).
 */
export function lighthouseTable(runs: readonly LighthouseRun[]): string {
  const apps = [...new Set(runs.map((run) => run.app))];
  const rows = apps.map((app) => {
    const figures = runs.filter((run) => run.app === app).map((run) => run.figures);
    const middle = (pick: (figure: LighthouseFigures) => number) => median(figures.map(pick));
    const score = middle((figure) => figure.score);
    return [
      app,
      figures.map((figure) => figure.score).join(', '),
      `${score}${score >= LIGHTHOUSE_TARGET ? '' : ' (under)'}`,
      seconds(middle((figure) => figure.firstContentfulPaintMs)),
      seconds(middle((figure) => figure.largestContentfulPaintMs)),
      `${Math.round(middle((figure) => figure.totalBlockingTimeMs))} ms`,
      seconds(middle((figure) => figure.speedIndexMs)),
      middle((figure) => figure.cumulativeLayoutShift).toFixed(3),
    ];
  });
  return markdownTable(
    ['app', 'scores', `median (target ${LIGHTHOUSE_TARGET})`, 'FCP', 'LCP', 'TBT', 'Speed Index', 'CLS'],
    rows,
  );
}

/**
 * Whether a Lighthouse run failed because its tab never painted (`NO_FCP`, from its command line or
 * its report). Headless Chromium now and then leaves a tab unpainted (2 runs of some 60 on 30 Nov
 * 2026, each time the peer's first): Lighthouse's own flake, not the page's.
 */
export function neverPainted(error: unknown): boolean {
  return error instanceof Error && error.message.includes('NO_FCP');
}

/** `measure`, run again while it fails with `NO_FCP`, at most `attempts` times in all; any other failure ends it. */
export async function measureUntilPainted<T>(
  measure: () => Promise<T>,
  attempts: number,
  onRetry: () => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (!neverPainted(error) || attempt >= attempts) throw error;
      onRetry();
    }
  }
}
