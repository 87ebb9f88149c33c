import { CSV_EXPORT } from '@portal/contract';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { FORMULA_NAMES } from '../seed/generate/hostile';
import { adminTestApi } from '../testing/testApi';
import { USER_COLUMNS } from '../sections/users/columns';
import { USER_SORT_KEYS } from '../sections/users/queries';

const { get, inject } = adminTestApi();

/** RFC 4180 records of a CSV body (without its BOM): quoted cells may hold commas, quotes, line ends. */
function parseCsv(body: string): string[][] {
  const records: string[][] = [];
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  let record: string[] = [];
  for (let match = cell.exec(body); match; match = cell.exec(body)) {
    const text = match[1]!;
    record.push(text.startsWith('"') ? text.slice(1, -1).replace(/""/g, '"') : text);
    if (match[2] === '\r\n') {
      records.push(record);
      record = [];
    }
    if (cell.lastIndex === body.length) break;
  }
  expect(cell.lastIndex).toBe(body.length);
  return records;
}

async function exportCsv(url: string, accept?: string) {
  const response = await inject({ url, headers: accept ? { accept } : {} });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [titles, ...rows] = parseCsv(response.body.slice(1));
  return { response, titles: titles!, rows };
}

/** Every id of a JSON list, page by page (100 each), in its order. */
async function allIds<T>(url: string, idsOf: (page: T) => string[], total: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < total; offset += 100)
    ids.push(...idsOf(await get<T>(`${url}&limit=100&offset=${offset}`)));
  return ids;
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('CSV export', () => {
  it('streams the whole sorted search, limit and offset ignored, as UTF-8 with BOM and CRLF', async () => {
    const list = '/admin/users?search=smith&sort=email&order=desc';
    const { total } = await get<UsersResponse>(`${list}&limit=1`);
    const { response, titles, rows } = await exportCsv(`${list}&format=csv&limit=5&offset=3`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers[CSV_EXPORT.totalHeader.toLowerCase()]).toBe(String(total));
    expect(response.body.endsWith('\r\n')).toBe(true);
    // The section's own test pins its titles; here, the export writes the section's columns.
    expect(titles).toEqual(USER_COLUMNS.map((column) => column.title));
    expect(rows.map((row) => row[0])).toEqual(
      await allIds<UsersResponse>(list, (page) => page.users.map((user) => user.id), total),
    );
    const [first] = (await get<UsersResponse>(`${list}&limit=1`)).users;
    expect(rows[0]).toEqual(USER_COLUMNS.map((column) => column.text(first!)));
  });

  it('answers Accept: text/csv like format=csv', async () => {
    const byParameter = await exportCsv('/admin/organisations?search=pty&format=csv');
    const byHeader = await exportCsv('/admin/organisations?search=pty', 'text/csv');
    expect(byHeader.response.body).toBe(byParameter.response.body);
    expect(byHeader.titles).toEqual(['ID', 'Name', 'Legal Name', 'Created', 'Subscription Status']);
    expect(byHeader.response.headers.vary).toContain('Accept');
    const json = await inject({ url: '/admin/organisations?search=pty' });
    expect(json.headers.vary).toContain('Accept');
  });

  it('neutralises cells that start with = + - @, and no cell of a whole list starts so', async () => {
    const { rows } = await exportCsv('/admin/organisations?search=probe&format=csv');
    const names = rows.map((row) => row[1]);
    for (const name of Object.values(FORMULA_NAMES)) expect(names).toContain(`'${name}`);
    const users = await exportCsv('/admin/users?format=csv');
    expect(users.rows).toHaveLength(Number(users.response.headers[CSV_EXPORT.totalHeader.toLowerCase()]));
    expect(users.rows.flat().filter((text) => FORMULA_START.test(text))).toEqual([]);
    expect(users.rows.map((row) => row[1])).toContain(`'${FORMULA_NAMES.at} At`);
  });

  it('exports coupons and a scoped activity list with their totals', async () => {
    const coupons = await exportCsv('/admin/coupons?format=csv&sort=timesRedeemed&order=desc');
    const { total, coupons: listed } = await get<CouponsResponse>(
      '/admin/coupons?sort=timesRedeemed&order=desc',
    );
    expect(coupons.titles).toEqual([
      'ID',
      'Name',
      'Promotion Codes',
      'Discount',
      'Duration',
      'Redeemed',
      'Status',
      'Created',
    ]);
    expect(coupons.rows.map((row) => row[0])).toEqual(listed.map((coupon) => coupon.id));
    expect(coupons.rows).toHaveLength(total);

    const { organisations } = await get<OrganisationsResponse>('/admin/organisations?limit=1&offset=3');
    const scoped = `/admin/activities/organisation/${organisations[0]!.id}?sort=createdAt&order=asc`;
    const page = await get<ActivitiesResponse>(`${scoped}&limit=1`);
    const activities = await exportCsv(`${scoped}&format=csv`);
    expect(activities.titles).toEqual(['ID', 'Type', 'User', 'Organisation', 'Date']);
    expect(activities.rows).toHaveLength(page.total);
    expect(activities.rows[0]![0]).toBe(page.activities[0]!.activity.id);
    expect(activities.response.headers[CSV_EXPORT.totalHeader.toLowerCase()]).toBe(String(page.total));
  });

  it('lets the portal read its total and file name across origins', async () => {
    const response = await inject({
      url: '/admin/coupons?format=csv',
      headers: { origin: 'http://portal.test' },
    });
    expect(String(response.headers['access-control-expose-headers']).split(', ')).toEqual(
      expect.arrayContaining([CSV_EXPORT.totalHeader, 'Content-Disposition']),
    );
  });
});

describe('400 for a sort or format outside the allow-lists', () => {
  it.each([
    ['/admin/users?order=asc', 'Invalid query parameter "order": only allowed together with "sort"'],
    [
      '/admin/users?format=csv&order=desc',
      'Invalid query parameter "order": only allowed together with "sort"',
    ],
    [
      '/admin/users?sort=password',
      `Invalid query parameter "sort": must be one of ${Object.keys(USER_SORT_KEYS).join(', ')}`,
    ],
    ['/admin/users?sort=name&order=up', 'Invalid query parameter "order": must be one of asc, desc'],
    [
      '/admin/organisations?sort=email',
      'Invalid query parameter "sort": must be one of name, legalName, subscriptionStatus, createdAt',
    ],
    [
      '/admin/coupons?sort=createdAt',
      'Invalid query parameter "sort": must be one of name, timesRedeemed, created',
    ],
    ['/admin/activities?sort=name', 'Invalid query parameter "sort": must be one of createdAt'],
    ['/admin/activities?format=xlsx', 'Invalid query parameter "format": must be one of csv'],
  ])('%s', async (url, message) => {
    const response = await inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });
});
