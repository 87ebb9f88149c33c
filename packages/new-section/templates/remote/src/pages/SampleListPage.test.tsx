import {
  answerError,
  columnHeaders,
  renderWithProviders,
  setupApi,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SampleResponse } from '@portal/contract/sample';
import { SampleListPage } from './SampleListPage';

const answer: SampleResponse = {
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

const { server, requests } = setupApi(http.get(testApiUrl('/admin/sample'), () => HttpResponse.json(answer)));

function renderList(route = '/app/sample') {
  return renderWithProviders(<SampleListPage />, { route, path: '/app/sample' });
}

describe('SampleListPage', () => {
  it('asks for the first page and shows its rows', async () => {
    renderList();

    await screen.findByRole('table', { name: 'Sample' });
    expect(requests).toEqual(['GET /admin/sample?limit=25&offset=0']);
    expect([columnHeaders('Sample'), ...tableRows('Sample')]).toEqual([
      ['Number', 'Status', 'Total', 'Created'],
      ['INV-0001', 'paid', '125.00 AUD', '5 Mar 2025'],
    ]);
  });

  it('sends the search, sort and page of the URL', async () => {
    renderList('/app/sample?q=INV&page=2&sort=total&order=asc');

    await screen.findByRole('table', { name: 'Sample' });
    expect(requests).toEqual(['GET /admin/sample?search=INV&limit=25&offset=25&sort=total&order=asc']);
  });

  it('sorts by a column when its header is clicked', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table', { name: 'Sample' });

    await user.click(screen.getByRole('button', { name: 'Total' }));

    await screen.findByRole('table', { name: 'Sample' });
    expect(requests.at(-1)).toBe('GET /admin/sample?limit=25&offset=0&sort=total&order=asc');
  });

  it('says so when the call fails', async () => {
    server.use(answerError('/admin/sample', 500));
    renderList();

    expect(await screen.findByText('Failed to fetch sample')).toBeInTheDocument();
  });
});
