// GET /admin/sample: the Sample section's list, searched, sorted and paged, with the match's exact
// total. It lists the seeded invoices, so a fresh demo database has rows; change ROW and the table
// to the section's own data.
import { API_LIMITS, CSV_EXPORT, SORT_ORDERS, type SortOrder } from '@portal/contract';
import { asc, count, desc, ilike } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { CSV_BOM, csvLine } from '../../http/csv';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { iso } from '../../queries/selections';
import { SAMPLE_SORT_KEYS, type SampleResponse, type SampleSortKey } from '@portal/contract/sample';

const ROW = {
  id: invoices.id,
  organisationId: invoices.organisation_id,
  number: invoices.number,
  status: invoices.status,
  total: invoices.total,
  currency: invoices.currency,
  created: iso(invoices.created),
};

/** The sort keys the list allows (the contract's, no more and no fewer), each with its column. */
const SORT_KEYS = {
  number: invoices.number,
  total: invoices.total,
  created: invoices.created,
} satisfies Record<SampleSortKey, unknown>;

interface SampleQuery {
  search?: string;
  limit: number;
  offset: number;
  sort?: SampleSortKey;
  order?: SortOrder;
  format?: typeof CSV_EXPORT.formatValue;
}

const querySchema = {
  type: 'object',
  properties: {
    search: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: API_LIMITS.maxLimit, default: DEFAULT_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
    sort: { type: 'string', enum: [...SAMPLE_SORT_KEYS] },
    order: { type: 'string', enum: [...SORT_ORDERS] },
    [CSV_EXPORT.formatParam]: { type: 'string', enum: [CSV_EXPORT.formatValue] },
  },
};

/** The export's columns: the list's, with the amount in minor units as the API answers it. */
const CSV_COLUMNS = ['ID', 'Number', 'Status', 'Total', 'Currency', 'Created'] as const;

/** A search matches anywhere in the number; LIKE's own characters match themselves. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

export const section: ApiSection = {
  name: 'sample',
  async routes(app, { db, merge }) {
    app.get<{ Querystring: SampleQuery }>(
      '/sample',
      { schema: { querystring: querySchema } },
      async (request, reply) => {
        const { search, limit, offset, sort = 'created', order = 'desc' } = request.query;
        const text = search?.trim();
        const where = text ? ilike(invoices.number, containing(text)) : undefined;
        const direction = order === 'asc' ? asc : desc;
        const rows = db.orm
          .select(ROW)
          .from(invoices)
          .where(where)
          .orderBy(direction(SORT_KEYS[sort]), direction(invoices.id));
        if (wantsCsv(request, reply)) {
          // The whole match, up to the export cap, limit and offset ignored.
          const all = await rows.limit(CSV_EXPORT.maxRows);
          const lines = all.map((row) =>
            csvLine([row.id, row.number ?? '', row.status, String(row.total), row.currency, row.created]),
          );
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="sample.csv"')
            .send(CSV_BOM + csvLine(CSV_COLUMNS) + lines.join(''));
        }
        return merge(request.url, async (): Promise<SampleResponse> => {
          const [page, [counted]] = await Promise.all([
            rows.limit(limit).offset(offset),
            db.orm.select({ total: count() }).from(invoices).where(where),
          ]);
          return { rows: page, total: counted!.total };
        });
      },
    );
  },
};
