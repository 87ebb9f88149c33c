import { adminTestApi } from '../../testing/testApi';
import type { SampleResponse } from '@portal/contract/sample';

const api = adminTestApi();
const { get } = api;

describe('GET /admin/sample', () => {
  it('answers a page, newest first, with the exact total', async () => {
    const first = await get<SampleResponse>('/admin/sample?limit=5');
    expect(first.total).toBeGreaterThan(5);
    expect(first.rows).toHaveLength(5);
    const created = first.rows.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    const next = await get<SampleResponse>('/admin/sample?limit=5&offset=5');
    expect(next.total).toBe(first.total);
    expect(next.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
  });

  it('searches the number, and the total counts the matches only', async () => {
    const { rows } = await get<SampleResponse>('/admin/sample?limit=1');
    const number = rows[0]!.number!;
    const found = await get<SampleResponse>(`/admin/sample?search=${encodeURIComponent(number)}`);
    expect(found.rows.map((row) => row.number)).toContain(number);
    expect(found.total).toBe(found.rows.length);
    expect(found.rows.every((row) => row.number!.toLowerCase().includes(number.toLowerCase()))).toBe(true);
    expect(await get<SampleResponse>('/admin/sample?search=%25_no-such-number')).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('sorts by an allowed key in the order asked for', async () => {
    const { rows } = await get<SampleResponse>('/admin/sample?sort=total&order=asc&limit=50');
    const totals = rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('exports the search, in its order, as CSV', async () => {
    const response = await api.inject({ url: '/admin/sample?sort=total&order=asc&format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('ID,Number,Status,Total,Currency,Created');
    const { total } = await get<SampleResponse>('/admin/sample?limit=1');
    expect(lines).toHaveLength(total);
  });

  it('refuses a sort key it does not allow', async () => {
    const response = await api.inject({ url: '/admin/sample?sort=nope' });
    expect(response.statusCode).toBe(400);
  });
});
