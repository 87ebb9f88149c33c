import type { CouponDetailResponse } from '@portal/contract/coupons';
import {
  answerError,
  columnHeaders,
  fieldsOf,
  makeOrganisation,
  renderWithProviders,
  setupApi,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeSpringSale } from '../testing/couponFixtures';
import { CouponDetailPage } from './CouponDetailPage';

const detail: CouponDetailResponse = {
  coupon: makeSpringSale({
    redeemBy: '2025-12-31T00:00:00.000Z',
    promotionCodes: [
      { code: 'SPRING', attributions: 2 },
      { code: 'BLOOM', attributions: 1 },
    ],
  }),
  organisations: [
    makeOrganisation({
      id: 'org-1',
      name: 'Acme',
      legalName: 'Acme Pty Ltd',
      promotionCode: 'SPRING',
      createdAt: '2025-04-01T10:00:00.000Z',
    }),
    makeOrganisation({ id: 'org-2', name: 'Beta', promotionCode: 'BLOOM', subscriptionStatus: 'TRIALING' }),
    makeOrganisation({ id: 'org-3', name: 'Gamma', promotionCode: 'SPRING' }),
  ],
};

const { server, requests } = setupApi(
  http.get(testApiUrl('/admin/coupons/SPRING25'), () => HttpResponse.json(detail)),
);

function renderDetail(id = 'SPRING25') {
  return renderWithProviders(<CouponDetailPage />, {
    route: `/app/coupons/${id}`,
    path: '/app/coupons/:couponId',
  });
}

const organisationNames = () => tableRows('Organisations').map((cells) => cells[0]);

describe('CouponDetailPage', () => {
  it('shows the name, the payment provider link, the codes and the three fact groups', async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring sale' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/coupons/SPRING25']);
    expect(screen.getByRole('link', { name: 'View in Stripe' })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/coupons/SPRING25',
    );
    expect(screen.getByRole('button', { name: 'Copy SPRING (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy BLOOM (1)' })).toBeInTheDocument();
    expect(fieldsOf('Discount details')).toEqual({
      'Discount Value': '25% off',
      Duration: 'repeating (3 months)',
      'Redeem By': '31 Dec 2025',
    });
    expect(fieldsOf('Usage')).toEqual({ 'Times Redeemed': '7', 'Max Redemptions': '50', Remaining: '43' });
    expect(fieldsOf('Metadata')).toEqual({ Created: '5 Mar 2025', Status: 'Valid' });
  });

  it('names a coupon without a name by its id and shows Unlimited without a cap', async () => {
    const coupon = { ...detail.coupon, name: null, maxRedemptions: null, valid: false };
    server.use(
      http.get(testApiUrl('/admin/coupons/SPRING25'), () => HttpResponse.json({ coupon, organisations: [] })),
    );
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'SPRING25' })).toBeInTheDocument();
    expect(fieldsOf('Usage')).toEqual({
      'Times Redeemed': '7',
      'Max Redemptions': 'Unlimited',
      Remaining: 'Unlimited',
    });
    expect(fieldsOf('Metadata').Status).toBe('Invalid');
    expect(screen.getByRole('heading', { level: 2, name: 'Organisations (0)' })).toBeInTheDocument();
    expect(screen.getByText('No organisations have redeemed this coupon yet')).toBeInTheDocument();
  });

  it('lists the organisations that redeemed it, and a row opens the organisation', async () => {
    const user = userEvent.setup();
    const view = renderDetail();

    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(screen.getByRole('heading', { level: 2, name: 'Organisations (3)' })).toBeInTheDocument();
    expect(columnHeaders('Organisations')).toEqual([
      'Name',
      'Legal Name',
      'Promotion Code',
      'Subscription Status',
      'Created',
    ]);
    expect(tableRows('Organisations')[0]).toEqual(['Acme', 'Acme Pty Ltd', 'SPRING', 'ACTIVE', '1 Apr 2025']);

    await user.click(within(table).getByText('Beta'));
    expect(view.location().pathname).toBe('/app/organisations/org-2');
  });

  it('filters the organisations by promotion code on the client and counts them in the title', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('table', { name: 'Organisations' });

    await user.click(screen.getByRole('combobox', { name: 'Filter by Promo Code' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Codes',
      'SPRING',
      'BLOOM',
    ]);
    await user.click(screen.getByRole('option', { name: 'SPRING' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Organisations (2 of 3)' })).toBeInTheDocument();
    expect(organisationNames()).toEqual(['Acme', 'Gamma']);

    await user.click(screen.getByRole('combobox', { name: 'Filter by Promo Code' }));
    await user.click(screen.getByRole('option', { name: 'All Codes' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Organisations (3)' })).toBeInTheDocument();
    expect(organisationNames()).toEqual(['Acme', 'Beta', 'Gamma']);
  });

  it('says when no organisation used the selected code', async () => {
    const organisations = detail.organisations.filter(
      (organisation) => organisation.promotionCode === 'SPRING',
    );
    server.use(
      http.get(testApiUrl('/admin/coupons/SPRING25'), () => HttpResponse.json({ ...detail, organisations })),
    );
    const user = userEvent.setup();
    renderDetail();

    await user.click(await screen.findByRole('combobox', { name: 'Filter by Promo Code' }));
    await user.click(screen.getByRole('option', { name: 'BLOOM' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Organisations (0 of 2)' })).toBeInTheDocument();
    expect(screen.getByText('No organisations found for the selected promotion code')).toBeInTheDocument();
  });

  it('says Coupon not found for an unknown id', async () => {
    server.use(answerError('/admin/coupons/NOPE', 404, 'NOT_FOUND'));
    renderDetail('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Coupon not found$/);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/app/coupons');
  });

  it('shows the fetch error when the coupon cannot be loaded', async () => {
    server.use(answerError('/admin/coupons/SPRING25', 500));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch coupon details$/);
  });
});
