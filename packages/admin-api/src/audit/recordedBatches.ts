import type { FastifyRequest } from 'fastify';
import type { AccessSubject } from './accessRecord';
import './accessAudit';
import { resourceOf } from './declaredAccess';

// A CSV export streams its rows batch by batch, so it cannot be recorded whole before its first
// byte without reading everything twice. Each batch is recorded before it is sent instead
// (docs/decisions.md): the first before the answer starts, so an audit that cannot be written
// still answers 503; a later failure ends the stream there, nothing unrecorded sent.

/**
 * `batches`, each recorded (action `exported`, its rows' subjects, the export's parameters and the
 * batch's number) before it is handed on. Resolves once the first batch is recorded.
 */
export async function recordedBatches<Row>(
  request: FastifyRequest & { staffId?: string },
  batches: AsyncIterable<readonly Row[]>,
  subjectsOf: (row: Row) => readonly AccessSubject[],
): Promise<AsyncIterable<readonly Row[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  const record = (rows: readonly Row[], batch: number) =>
    request.server.audit.record(request, {
      staff: { id: request.staffId || null },
      action: 'exported',
      resource: resourceOf(request),
      subjects: rows.flatMap(subjectsOf),
      query: { ...((request.query ?? {}) as object), batch },
      status: 200,
    });
  const first = await iterator.next();
  await record(first.done ? [] : first.value, 1);
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let batch = 2; ; batch += 1) {
        const next = await iterator.next();
        if (next.done) return;
        await record(next.value, batch);
        yield next.value;
      }
    },
  };
}
