// The files `npm run new-section` writes: the remote (a list page on the section's endpoint) and
// its API module, whose contract.ts holds the section's answer types (the remote takes them with
// `import type`). They are what a new squad copies, so they follow the existing sections' patterns.

/** 'reports' to 'Reports'. */
export const labelOf = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

// Laid out as Prettier lays out JSON whose arrays hold no short lists (newSection.test.ts checks it).
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The remote's files, by path under mfe-<name>/. */
export function remoteFiles(name: string, dependencies: Record<string, string>): Record<string, string> {
  const label = labelOf(name);
  const upper = name.toUpperCase();
  return {
    'package.json': json({
      name: `mfe-${name}`,
      version: '1.0.0',
      private: true,
      scripts: { build: 'portal-app build', dev: 'portal-app dev' },
      dependencies,
      // Its API's contract module, for its answer types (`import type` only: nothing of it is bundled).
      devDependencies: { '@portal/admin-api': '^1.0.0', '@portal/build': '^1.0.0' },
    }),
    'tsconfig.json': `{
  "extends": "../tsconfig.json",
  "compilerOptions": {
    "types": ["node", "jest", "@testing-library/jest-dom"]
  },
  "include": ["src", "*.ts"]
}
`,
    'webpack.config.ts': `import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: '${name}',
  dir: __dirname,
  title: '${label} | ADMIN',
  exposes: { './Section': './src/Section.tsx' },
});
`,
    'src/index.ts': `// Async boundary: the federation runtime negotiates shared modules before any app code runs.
void import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { renderStandalone } from '@portal/federation';
import Section from './Section';

void renderStandalone('${name}', Section);
`,
    'src/Section.tsx': `import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { ${label}ListPage } from './pages/${label}ListPage';

/** The ${label} section, mounted by the shell at /app/${name}. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<${label}ListPage />} />
    </SectionRoutes>
  );
}
`,
    [`src/api/${name}.ts`]: `// GET /admin/${name}?search&limit&offset&sort&order: one page of the list and the match's total.
import {
  csvExportPath,
  listPageQuery,
  PAGE_SIZES,
  sortParams,
  useApiQuery,
  withQuery,
  type ListView,
  type ListViewOptions,
  type SortQuery,
} from '@portal/api';
import type { ${label}Response } from '@portal/admin-api/contract/${name}';

export const ${upper}_ERROR_TEXT = 'Failed to fetch ${name}';
export const ADMIN_${upper}_PATH = '/admin/${name}';
export const ${upper}_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };

/** The columns the list may be sorted by (the section's API allows exactly these). */
export const ${upper}_SORT_FIELDS = ['number', 'total', 'created'] as const;
export type ${label}SortField = (typeof ${upper}_SORT_FIELDS)[number];
export type ${label}Sort = SortQuery<${label}SortField>;

/** The request for one view and sort of the list. */
export function admin${label}Path(view: ListView, sort: ${label}Sort): string {
  return withQuery(ADMIN_${upper}_PATH, { ...listPageQuery(view, {}), ...sortParams(sort) });
}

/** The list's CSV export: its search and sort, every row. */
export function admin${label}CsvPath(view: ListView, sort: ${label}Sort): string {
  return csvExportPath(ADMIN_${upper}_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdmin${label}(view: ListView, sort: ${label}Sort) {
  return useApiQuery<${label}Response>(admin${label}Path(view, sort), { keepPreviousData: true });
}
`,
    [`src/pages/${label}ListPage.tsx`]: `import {
  formatDate,
  formatMoney,
  paths,
  SearchableListPage,
  useListState,
  useSortState,
  type Column,
} from '@portal/ui';
import type { ${label}Row } from '@portal/admin-api/contract/${name}';
import {
  admin${label}CsvPath,
  ${upper}_ERROR_TEXT,
  ${upper}_LIST_VIEW,
  ${upper}_SORT_FIELDS,
  useAdmin${label},
  type ${label}SortField,
} from '../api/${name}';

const columns: readonly Column<${label}Row, ${label}SortField>[] = [
  { id: 'number', header: 'Number', sortField: 'number', stacked: 'main', render: (row) => row.number ?? '—' },
  { id: 'status', header: 'Status', stacked: 'status', render: (row) => row.status },
  {
    id: 'total',
    header: 'Total',
    sortField: 'total',
    stacked: 'fact',
    render: (row) => formatMoney(row.total, row.currency),
  },
  { id: 'created', header: 'Created', sortField: 'created', render: (row) => formatDate(row.created) },
];

/** /app/${name}: every row, searchable, sorted and paged, with the view kept in the URL. */
export function ${label}ListPage() {
  const list = useListState(${upper}_LIST_VIEW);
  const sort = useSortState(${upper}_SORT_FIELDS);
  const rows = useAdmin${label}(list, sort);
  return (
    <SearchableListPage
      title="${label}"
      view={{ state: list, sort, searchPlaceholder: 'Search by number...' }}
      results={{ query: rows, rowsOf: (data) => data.rows, errorText: ${upper}_ERROR_TEXT }}
      table={{
        columns,
        rowHref: (row) => paths.organisation(row.organisationId),
        emptyText: 'No ${name} found',
      }}
      csvExport={{ path: admin${label}CsvPath(list, sort), name: '${name}' }}
    />
  );
}
`,
    [`src/pages/${label}ListPage.test.tsx`]: `import { answerError, columnHeaders, renderWithProviders, setupApi, tableRows, testApiUrl } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ${label}Response } from '@portal/admin-api/contract/${name}';
import { ${label}ListPage } from './${label}ListPage';

const answer: ${label}Response = {
  rows: [
    {
      id: 'in_1',
      organisationId: '00000000-0000-4000-8000-000000000001',
      number: 'INV-0001',
      status: 'paid',
      total: 12_500,
      currency: 'aud',
      created: '2025-03-05T10:00:00.000Z',
    },
  ],
  total: 1,
};

const { server, requests } = setupApi(http.get(testApiUrl('/admin/${name}'), () => HttpResponse.json(answer)));

function renderList(route = '/app/${name}') {
  return renderWithProviders(<${label}ListPage />, { route, path: '/app/${name}' });
}

describe('${label}ListPage', () => {
  it('asks for the first page and shows its rows', async () => {
    renderList();

    await screen.findByRole('table', { name: '${label}' });
    expect(requests).toEqual(['GET /admin/${name}?limit=25&offset=0']);
    expect([columnHeaders('${label}'), ...tableRows('${label}')]).toEqual([
      ['Number', 'Status', 'Total', 'Created'],
      ['INV-0001', 'paid', '125.00 AUD', '5 Mar 2025'],
    ]);
  });

  it('sends the search, sort and page of the URL', async () => {
    renderList('/app/${name}?q=INV&page=2&sort=total&order=asc');

    await screen.findByRole('table', { name: '${label}' });
    expect(requests).toEqual(['GET /admin/${name}?search=INV&limit=25&offset=25&sort=total&order=asc']);
  });

  it('sorts by a column when its header is clicked', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table', { name: '${label}' });

    await user.click(screen.getByRole('button', { name: 'Total' }));

    await screen.findByRole('table', { name: '${label}' });
    expect(requests.at(-1)).toBe('GET /admin/${name}?limit=25&offset=0&sort=total&order=asc');
  });

  it('says so when the call fails', async () => {
    server.use(answerError('/admin/${name}', 500));
    renderList();

    expect(await screen.findByText('Failed to fetch ${name}')).toBeInTheDocument();
  });
});
`,
  };
}

/** The API module's files, by path under packages/admin-api/src/sections/<name>/. */
export function apiFiles(name: string): Record<string, string> {
  const label = labelOf(name);
  return {
    'contract.ts': `// The ${label} section's wire types: its list's answer as the API sends it. Types only: the
// remote takes them with \`import type\` from '@portal/admin-api/contract/${name}', so nothing of the
// API reaches a browser bundle, and a new field is a change of this section alone.

/** One row of the list. Money is an integer in the currency's minor unit. */
export interface ${label}Row {
  id: string;
  organisationId: string;
  number: string | null;
  status: string;
  total: number;
  currency: string;
  created: string;
}

/** The list's answer: one page and the match's total. */
export interface ${label}Response {
  rows: ${label}Row[];
  total: number;
}
`,
    'index.ts': `// GET /admin/${name}: the ${label} section's list, searched, sorted and paged, with the match's exact
// total. It lists the seeded invoices, so a fresh demo database has rows; change ROW and the table
// to the section's own data.
import { API_LIMITS, CSV_EXPORT, SORT_ORDERS, type SortOrder } from '@portal/api/contract';
import { asc, count, desc, ilike } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { CSV_BOM, csvLine } from '../../http/csv';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { iso } from '../../queries/selections';
import type { ${label}Response } from './contract';

const ROW = {
  id: invoices.id,
  organisationId: invoices.organisation_id,
  number: invoices.number,
  status: invoices.status,
  total: invoices.total,
  currency: invoices.currency,
  created: iso(invoices.created),
};

/** The sort keys the list allows, each with its column. */
const SORT_KEYS = { number: invoices.number, total: invoices.total, created: invoices.created };

interface ${label}Query {
  search?: string;
  limit: number;
  offset: number;
  sort?: keyof typeof SORT_KEYS;
  order?: SortOrder;
  format?: typeof CSV_EXPORT.formatValue;
}

const querySchema = {
  type: 'object',
  properties: {
    search: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: API_LIMITS.maxLimit, default: DEFAULT_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 },
    sort: { type: 'string', enum: Object.keys(SORT_KEYS) },
    order: { type: 'string', enum: [...SORT_ORDERS] },
    [CSV_EXPORT.formatParam]: { type: 'string', enum: [CSV_EXPORT.formatValue] },
  },
};

/** The export's columns: the list's, with the amount in minor units as the API answers it. */
const CSV_COLUMNS = ['ID', 'Number', 'Status', 'Total', 'Currency', 'Created'] as const;

/** A search matches anywhere in the number; LIKE's own characters match themselves. */
const containing = (search: string) => \`%\${search.replace(/[\\\\%_]/g, '\\\\$&')}%\`;

export const section: ApiSection = {
  name: '${name}',
  async routes(app, { db, merge }) {
    app.get<{ Querystring: ${label}Query }>('/${name}', { schema: { querystring: querySchema } }, async (request, reply) => {
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
          .header('content-disposition', 'attachment; filename="${name}.csv"')
          .send(CSV_BOM + csvLine(CSV_COLUMNS) + lines.join(''));
      }
      return merge(request.url, async (): Promise<${label}Response> => {
        const [page, [counted]] = await Promise.all([
          rows.limit(limit).offset(offset),
          db.orm.select({ total: count() }).from(invoices).where(where),
        ]);
        return { rows: page, total: counted!.total };
      });
    });
  },
};
`,
    [`${name}.test.ts`]: `import { adminTestApi } from '../../testing/testApi';
import type { ${label}Response } from './contract';

const api = adminTestApi();
const { get } = api;

describe('GET /admin/${name}', () => {
  it('answers a page, newest first, with the exact total', async () => {
    const first = await get<${label}Response>('/admin/${name}?limit=5');
    expect(first.total).toBeGreaterThan(5);
    expect(first.rows).toHaveLength(5);
    const created = first.rows.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    const next = await get<${label}Response>('/admin/${name}?limit=5&offset=5');
    expect(next.total).toBe(first.total);
    expect(next.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
  });

  it('searches the number, and the total counts the matches only', async () => {
    const { rows } = await get<${label}Response>('/admin/${name}?limit=1');
    const number = rows[0]!.number!;
    const found = await get<${label}Response>(\`/admin/${name}?search=\${encodeURIComponent(number)}\`);
    expect(found.rows.map((row) => row.number)).toContain(number);
    expect(found.total).toBe(found.rows.length);
    expect(found.rows.every((row) => row.number!.toLowerCase().includes(number.toLowerCase()))).toBe(true);
    expect(await get<${label}Response>('/admin/${name}?search=%25_no-such-number')).toEqual({ rows: [], total: 0 });
  });

  it('sorts by an allowed key in the order asked for', async () => {
    const { rows } = await get<${label}Response>('/admin/${name}?sort=total&order=asc&limit=50');
    const totals = rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('exports the search, in its order, as CSV', async () => {
    const response = await api.inject({ url: '/admin/${name}?sort=total&order=asc&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = response.body.replace(/^\\uFEFF/, '').trim().split('\\r\\n');
    expect(header).toBe('ID,Number,Status,Total,Currency,Created');
    const { total } = await get<${label}Response>('/admin/${name}?limit=1');
    expect(lines).toHaveLength(total);
  });

  it('refuses a sort key it does not allow', async () => {
    const response = await api.inject({ url: '/admin/${name}?sort=nope' });
    expect(response.statusCode).toBe(400);
  });
});
`,
  };
}
