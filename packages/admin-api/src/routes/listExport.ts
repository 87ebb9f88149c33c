import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_EXPORT } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessSubject } from '../audit/accessRecord';
import { recordedBatches } from '../audit/recordedBatches';
import type { Database } from '../db/database';
import { tooManyRequests } from '../http/apiError';
import { acceptsCsv, CSV_BOM, csvLine } from '../http/csv';
import type { ListFilters } from '../queries/listFilters';
import { exportBatches, listFilter, type ListSource, type ListSourceQuery } from '../queries/listSource';
import { listOrder } from '../queries/sorting';
import type { CsvColumn } from './csvColumn';
import type { CallsInFlight, ExportSlots } from './exportSlots';

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
  return isCsvRequest(request);
}

/** Whether a request asks for a list's CSV (see wantsCsv), judged before its route runs. */
export function isCsvRequest(request: FastifyRequest): boolean {
  const { format } = request.query as { format?: unknown };
  return format === CSV_EXPORT.formatValue || acceptsCsv(request.headers.accept);
}

/**
 * The CSV exports of the lists, fair to everyone else: at most `slots`' exports stream at once
 * (over a cap: 429 with Retry-After), each gives way to the `calls` staff wait on between its
 * batches, a client that stops reading is dropped after the send timeout, and HEAD only counts the rows.
 */
export function csvExports(db: Database, slots: ExportSlots, calls: CallsInFlight) {
  const { maxRows, retryAfterSeconds, sendTimeoutMs, giveWayMs } = slots.policy;
  /**
   * Streams the whole filtered, sorted list as CSV (limit and offset ignored), at most
   * `maxRows` rows, batch by batch; X-Total-Count says how many rows matched before the cap.
   * With `rowSubjects` each batch is recorded in the access log before it is sent (the first
   * before the answer starts: 503 when the log cannot be written).
   */
  return async function sendCsv<Query extends ListSourceQuery, Row, Totals>(
    request: FastifyRequest,
    reply: FastifyReply,
    source: ListSource<string, ListFilters, Query, Row, Totals>,
    query: Query,
    columns: readonly CsvColumn<Row>[],
    fileNameStart: string,
    rowSubjects?: (row: Row) => readonly AccessSubject[],
  ): Promise<FastifyReply> {
    // Before the first byte, so a bad sort is still a 400.
    const order = listOrder(source.listed, source.sortKeys, query);
    const fileName = `${fileNameStart}-${new Date().toISOString().slice(0, 10)}.csv`;
    const csvHeaders = {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    };
    // HEAD counts the rows (as a page of the list does) and takes no slot: no row is read.
    if (request.method === 'HEAD') {
      const { total } = await source.totals(db, query, listFilter(source, query));
      return reply.headers({ ...csvHeaders, [CSV_EXPORT.totalHeader]: String(total) }).send();
    }

    const release = slots.take(request.staffId);
    if (!release) {
      void reply.header('retry-after', String(retryAfterSeconds));
      throw tooManyRequests(`Too many exports are running; try again in ${retryAfterSeconds} seconds`);
    }
    reply.raw.once('close', release);
    try {
      const { total } = await source.totals(db, query, listFilter(source, query));
      // A client that takes nothing for sendTimeoutMs (its buffers full: it stopped reading) is
      // dropped, which ends the export and frees its slot. Only the wait for the client counts,
      // never the database's time.
      let stalled: NodeJS.Timeout | undefined;
      const handOver = async function* (text: string) {
        stalled = setTimeout(() => reply.raw.destroy(), sendTimeoutMs);
        yield text;
        clearTimeout(stalled);
      };
      reply.raw.once('close', () => clearTimeout(stalled));
      const batches = exportBatches(db, source, query, order, maxRows);
      const sent = rowSubjects ? await recordedBatches(request, batches, rowSubjects) : batches;
      async function* lines() {
        yield* handOver(CSV_BOM + csvLine(columns.map((column) => column.title)));
        for await (const rows of sent) {
          yield* handOver(rows.map((row) => csvLine(columns.map((column) => column.text(row)))).join(''));
          // Lets the requests that arrived meanwhile in, then their queries run before the next batch's.
          await nextTurn();
          await calls.settled(giveWayMs);
        }
      }
      return await reply
        .headers({ ...csvHeaders, [CSV_EXPORT.totalHeader]: String(total) })
        // One batch ahead at most: an export that is not read holds no more than that.
        .send(Readable.from(lines(), { highWaterMark: 1 }));
    } catch (error) {
      release();
      throw error;
    }
  };
}
