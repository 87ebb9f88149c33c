import { Readable } from 'node:stream';
import { CSV_EXPORT } from '@portal/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ListSort, SortableList } from '../http/sortFields';
import { acceptsCsv, CSV_BOM, csvLine } from '../http/csv';
import { exportBatches, type ListSource } from '../queries/listSource';
import { listOrder } from '../queries/sorting';
import type { CsvColumn } from './csvColumns';

/**
 * Whether a list request asks for CSV: `format=csv` or `Accept: text/csv`. Its answer, JSON or
 * CSV, then varies with Accept, and says so to caches.
 */
export function wantsCsv(
  request: FastifyRequest<{ Querystring: { format?: string } }>,
  reply: FastifyReply,
): boolean {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
  return request.query.format === CSV_EXPORT.formatValue || acceptsCsv(request.headers.accept);
}

/**
 * Streams the whole filtered, sorted list as CSV (limit and offset ignored), at most
 * CSV_EXPORT.maxRows rows, batch by batch; X-Total-Count says how many rows matched before the cap.
 */
export async function sendCsv<L extends SortableList, Query extends ListSort<L>, Row, Totals>(
  reply: FastifyReply,
  db: Database,
  source: ListSource<L, Query, Row, Totals>,
  query: Query,
  columns: readonly CsvColumn<Row>[],
  fileNameStart: string,
): Promise<FastifyReply> {
  // Before the first byte, so a bad sort is still a 400.
  const order = listOrder(source.listed, source.sortKeys, query);
  const { total } = await source.totals(db, query, source.filter(query));
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((column) => column.title));
    for await (const rows of exportBatches(db, source, query, order, CSV_EXPORT.maxRows)) {
      yield rows.map((row) => csvLine(columns.map((column) => column.text(row)))).join('');
    }
  }
  const fileName = `${fileNameStart}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header(CSV_EXPORT.totalHeader, String(total))
    .send(Readable.from(lines()));
}
