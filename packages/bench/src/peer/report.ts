import { markdownTable } from '../markdownTable';
import { median, pairedRatioInterval, ratioText, type Interval } from '../stats';
import { medianLoad, type ColdLoad, type PageComparison } from './alternateLoads';

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const visibleTimes = (loads: readonly ColdLoad[]) => loads.map((load) => load.marks.visible);
const visible = (loads: readonly ColdLoad[]) => median(visibleTimes(loads));

export interface ComparisonRow {
  page: string;
  peerMs: number;
  portalMs: number;
  ratio: number;
  /** Where the ratio lies with 90% confidence, from this run's rounds (pairedRatioInterval). */
  ratioInterval: Interval;
  target: number;
  /** Median time of the portal's first spinner, null when most loads showed none. */
  portalSpinnerMs: number | null;
  /** The second build's median visible time, when one was compared. */
  variantMs?: number;
  /** The 90% interval of the second build's time over the portal's. */
  variantInterval?: Interval;
}

export function comparisonRows(results: readonly PageComparison[]): ComparisonRow[] {
  return results.map(({ page, portal, peer, variant }) => {
    const spinners = portal.flatMap((load) => (load.marks.spinner === null ? [] : [load.marks.spinner]));
    return {
      page: page.name,
      peerMs: visible(peer),
      portalMs: visible(portal),
      ratio: visible(portal) / visible(peer),
      ratioInterval: pairedRatioInterval(visibleTimes(portal), visibleTimes(peer)),
      target: page.target,
      portalSpinnerMs: spinners.length * 2 > portal.length ? median(spinners) : null,
      ...(variant && {
        variantMs: visible(variant),
        variantInterval: pairedRatioInterval(visibleTimes(variant), visibleTimes(portal)),
      }),
    };
  });
}

/**
 * Per page: both visible times (median) and the portal's share of the peer's, as markdown; with a
 * second build of the portal, its time and its share of the portal's too.
 */
export function formatComparison(
  rows: readonly ComparisonRow[],
  runs: number,
  variantLabel?: string,
): string {
  const withVariant = variantLabel !== undefined;
  const header = ['page', 'single bundle', 'portal', 'ratio', 'target', 'portal first spinner'];
  if (withVariant) header.push(variantLabel, `${variantLabel} / portal`);
  return markdownTable(
    header,
    rows.map((row) => {
      const cells = [
        row.page,
        ms(row.peerMs),
        ms(row.portalMs),
        ratioText(row.ratio, row.ratioInterval),
        `${row.ratio <= row.target ? '<=' : '>'} ${row.target}x`,
        ms(row.portalSpinnerMs),
      ];
      if (withVariant) {
        const variantMs = row.variantMs ?? null;
        cells.push(
          ms(variantMs),
          variantMs === null ? '–' : ratioText(variantMs / row.portalMs, row.variantInterval),
        );
      }
      return cells;
    }),
  ).concat(
    `\n(visible = content rendered and painted; median of ${runs} cold loads each, alternating; 90% intervals in brackets)`,
  );
}

const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '').replace(/\?.*$/, '');

/** The portal's median load of one page, request by request, with its spinner and content times. */
export function formatWaterfall({ page, portal }: PageComparison): string {
  const load = medianLoad(portal);
  if (!load) return '';
  const rows = load.requests.map((request) => [
    `${request.start}-${request.end ?? '…'}`,
    request.failed ? 'failed' : String(request.status ?? ''),
    request.type === 'Preflight' ? `OPTIONS ${shortUrl(request.url)}` : shortUrl(request.url),
    shortUrl(request.initiator),
  ]);
  const { spinner, content, visible: shown } = load.marks;
  return [
    `portal ${page.portal.path}: first spinner ${ms(spinner)}, content ${ms(content)}, visible ${ms(shown)}`,
    markdownTable(['ms', 'status', 'request', 'initiator'], rows),
  ].join('\n');
}
