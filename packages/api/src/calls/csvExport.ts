// GET <list route>?...&format=csv: the whole result of a list's search, filter and sort as a CSV
// file, read as a stream so the screen can show how far it got.
import { CSV_EXPORT, type SortQuery } from '@portal/contract';
import { sortParams } from '@portal/list-state/pure';
import { ApiError } from '../http/ApiError';
import { apiClient, withQuery, type Query } from '../http/apiClient';
import { NETWORK_ERROR_TEXT } from '../http/errorTexts';

export interface CsvExportQuery extends SortQuery {
  search?: string;
  /** A list's own filters (the activity type). */
  filters?: Query;
}

/** The CSV export of the list at `listPath` (limit and offset do not apply: the whole result). */
export function csvExportPath(listPath: string, { search, filters, ...sort }: CsvExportQuery = {}): string {
  const text = search?.trim();
  return withQuery(listPath, {
    search: text ? text : undefined,
    ...filters,
    ...sortParams(sort),
    [CSV_EXPORT.formatParam]: CSV_EXPORT.formatValue,
  });
}

export interface CsvExportProgress {
  /** Data rows received so far. */
  rows: number;
  /** Rows the file will hold (X-Total-Count, at most the cap); null when the API did not say. */
  total: number | null;
}

export interface CsvFile {
  blob: Blob;
  rows: number;
}

const LINE_FEED = 10;

/** A 429: the API runs only a few exports at a time (its Retry-After says when to try again). */
export const EXPORTS_BUSY_TEXT = 'Too many exports are running; try again in a few seconds';

function totalOf(response: Response): number | null {
  const header = response.headers.get(CSV_EXPORT.totalHeader);
  const total = header === null ? NaN : Number(header);
  return Number.isFinite(total) ? Math.min(total, CSV_EXPORT.maxRows) : null;
}

/**
 * Downloads a CSV export through the portal's client (token, section 8 errors), reporting the
 * rows received as they arrive. Rows are counted by line ends, less the header row.
 */
export async function downloadCsv(
  path: string,
  onProgress: (progress: CsvExportProgress) => void,
): Promise<CsvFile> {
  const response = await apiClient.getResponse(path).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 429
      ? new ApiError(EXPORTS_BUSY_TEXT, 429, error.code, error.requestId)
      : error;
  });
  const total = totalOf(response);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lineEnds = 0;
  let endsWithLineFeed = false;
  try {
    if (!response.body) throw new TypeError('no body');
    // A fetch body's chunks are never on shared memory, which Blob refuses.
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      lineEnds += next.value.filter((byte) => byte === LINE_FEED).length;
      endsWithLineFeed = next.value.at(-1) === LINE_FEED;
      onProgress({ rows: Math.max(0, lineEnds - 1), total });
    }
  } catch {
    throw new ApiError(NETWORK_ERROR_TEXT, 0);
  }
  const lines = endsWithLineFeed ? lineEnds : lineEnds + 1;
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows: Math.max(0, lines - 1) };
}
