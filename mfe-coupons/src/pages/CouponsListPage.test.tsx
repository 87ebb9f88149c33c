import type { CouponsResponse } from '@portal/contract/coupons';
import {
  answerError,
  columnHeaders,
  makeCoupon,
  renderWithProviders,
  setupApi,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeSpringSale } from '../testing/couponFixtures';
import { CouponsListPage } from './CouponsListPage';

const coupons: CouponsResponse = {
  coupons: [
    makeSpringSale({
      promotionCodes: [
        { code: 'SPRING', attributions: 5 },
        { code: 'BLOOM', attributions: 2 },
      ],
    }),
    makeCoupon({
      id: 'TENOFF',
      name: null,
      percentOff: null,
      amountOff: 1000,
      currency: 'aud',
      duration: 'once',
      durationInMonths: null,
      timesRedeemed: 3,
      maxRedemptions: null,
      valid: false,
      created: '2024-12-01T10:00:00.000Z',
      promotionCodes: [],
    }),
  ],
  total: 2,
};

const { server, requests } = setupApi(
  http.get(testApiUrl('/admin/coupons'), () => HttpResponse.json(coupons)),
);

function renderList() {
  return renderWithProviders(<CouponsListPage />, { route: '/app/coupons', path: '/app/coupons' });
}

describe('CouponsListPage', () => {
  it('asks for up to 100 coupons and shows their codes, terms, usage and status', async () => {
    renderList();

    await screen.findByRole('table', { name: 'Coupons' });
    expect(requests).toEqual(['GET /admin/coupons?limit=100']);
    // The table as it reads: its headers, then its rows.
    expect([columnHeaders('Coupons'), ...tableRows('Coupons')]).toEqual([
      ['ID', 'Name', 'Promotion Codes', 'Discount', 'Duration', 'Redeemed', 'Status', 'Created'],
      [
        'SPRING25',
        'Spring sale',
        'SPRING (5)BLOOM (2)',
        '25% off',
        'repeating (3 months)',
        '7 / 50',
        'Valid',
        '5 Mar 2025',
      ],
      ['TENOFF', '—', 'No codes', '10.00 AUD off', 'once', '3', 'Invalid', '1 Dec 2024'],
    ]);
    expect(screen.getByText('Showing 2 coupon(s)')).toBeInTheDocument();
  });

  it('opens the coupon detail when a row is clicked', async () => {
    const user = userEvent.setup();
    const view = renderList();
    await user.click(await screen.findByText('TENOFF'));
    expect(view.location().pathname).toBe('/app/coupons/TENOFF');
  });

  it('says so when there are no coupons', async () => {
    server.use(http.get(testApiUrl('/admin/coupons'), () => HttpResponse.json({ coupons: [], total: 0 })));
    renderList();
    expect(await screen.findByText('No coupons found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 coupon(s)')).toBeInTheDocument();
  });

  it('shows the fetch error in red when the coupons cannot be loaded', async () => {
    server.use(answerError('/admin/coupons', 502));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch coupons$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
