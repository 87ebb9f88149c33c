import { badRequest } from '../../http/apiError';

// The access log's date range: `from` and `to` are days (YYYY-MM-DD, UTC days: `to` takes in the
// whole day) or ISO instants (`from` inclusive, `to` exclusive: a browser sends its own day's
// bounds this way). Anything else is a 400 naming the parameter.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

type Edge = 'from' | 'to';

/** The instant `value` stands for as the `edge` of the range; a 400 when it is no day or instant. */
export function instantOf(edge: Edge, value: string): string {
  const day = DAY.exec(value);
  if (day) {
    const [, year, month, date] = day.map(Number) as [number, number, number, number];
    const start = new Date(Date.UTC(year, month - 1, date));
    if (start.getUTCMonth() === month - 1 && start.getUTCDate() === date) {
      if (edge === 'to') start.setUTCDate(start.getUTCDate() + 1);
      return start.toISOString();
    }
  } else if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  throw badRequest(
    `Invalid query parameter "${edge}": expected a date as YYYY-MM-DD or an ISO instant, got "${value}"`,
  );
}

/** The query with `from` and `to` as instants; a 400 for a bad one, or for `from` after `to`. */
export function boundsOf<Query extends { from?: string; to?: string }>(query: Query): Query {
  const from = query.from === undefined ? undefined : instantOf('from', query.from);
  const to = query.to === undefined ? undefined : instantOf('to', query.to);
  if (from && to && from >= to) {
    throw badRequest(`Invalid date range: "from" (${query.from}) must be before "to" (${query.to})`);
  }
  return { ...query, ...(from && { from }), ...(to && { to }) };
}
