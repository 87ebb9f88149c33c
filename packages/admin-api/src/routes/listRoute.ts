import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listQuerySchema } from '../http/schemas';
import type { ListFilters } from '../queries/listFilters';
import type { ListSource, ListSourceQuery } from '../queries/listSource';
import { listAccess, type ListAccess } from '../audit/declaredAccess';
import type { CsvColumn } from './csvColumn';
import { wantsCsv } from './listExport';
import type { RouteMeta } from './routeMeta';
import type { SectionDeps } from './sectionDeps';

/** One list's route: its source, its CSV columns, and how a page is read and answered. */
export interface ListRoute<Query extends ListSourceQuery, Row, Totals, Answer> {
  /** The route, under /admin; its last segment names the CSV file. */
  path: string;
  source: ListSource<string, ListFilters, Query, Row, Totals>;
  columns: readonly CsvColumn<Row>[];
  /** The JSON answer's schema (http/responseSchemas.ts). */
  response: Readonly<Record<string, unknown>>;
  /** `limit` when the query gives none. */
  defaultLimit?: number;
  read(db: Database, query: Query): Promise<Answer>;
  /**
   * Whose data a page and an exported row carry, for the access log (audit/declaredAccess.ts);
   * null for a list of no one's personal data.
   */
  access: ListAccess<Answer, Row> | null;
  /** What the route declares for hooks over every built route (routeMeta.ts). */
  meta?: RouteMeta;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListRoute = ListRoute<any, any, any, unknown>;

/** A section's list route, typed from its parts. */
export const listRoute = <Query extends ListSourceQuery, Row, Totals, Answer>(
  list: ListRoute<Query, Row, Totals, Answer>,
): ListRoute<Query, Row, Totals, Answer> => list;

/**
 * GET `path`: a page of the list (its filters, search and sort validated from its source), or the
 * CSV export of all of it (`format=csv` or `Accept: text/csv`).
 */
export function registerListRoute<Query extends ListSourceQuery, Row, Totals, Answer>(
  app: FastifyInstance,
  { db, merge, sendCsv }: SectionDeps,
  list: ListRoute<Query, Row, Totals, Answer>,
): void {
  const fileName = list.path.split('/').pop()!;
  app.get<{ Querystring: ListSourceQuery & { format?: string } }>(
    list.path,
    {
      schema: {
        querystring: listQuerySchema(list.source, list.defaultLimit),
        response: { 200: list.response },
      },
      config: { meta: list.meta, ...(list.access && { access: listAccess(list.access) }) },
    },
    (request, reply) => {
      // The schema above, made from the same source, has validated it.
      const query = request.query as Query;
      return wantsCsv(request, reply)
        ? sendCsv(request, reply, list.source, query, list.columns, fileName, list.access?.subjects)
        : merge(request.url, () => list.read(db, query));
    },
  );
}
