// The Coupons section in the composed portal, against the reference API's seed: what the screen
// shows is compared with what the API answers, computed here independently of the portal.
import type { Coupon, CouponDetailResponse, CouponsResponse } from '@portal/contract/coupons';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const COUPONS_PATH = '/admin/coupons?limit=100';
const UNKNOWN_COUPON_ID = 'NO-SUCH-COUPON';

type Api = { get<T>(path: string): Promise<T> };

/** A count as the portal writes it: en-AU thousands separators. */
const count = (value: number) => value.toLocaleString('en-AU');

const columnCells = (table: Locator, column: number) => table.locator(`tbody tr td:nth-child(${column})`);
const organisationsTable = (page: Page) => page.getByRole('table', { name: 'Organisations' });

/** The spec's Discount column: 'n% off', or the amount in major units with the upper-case currency. */
function expectedDiscount(coupon: Coupon): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff}% off`;
  const amount = ((coupon.amountOff ?? 0) / 100).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount} ${(coupon.currency ?? 'AUD').toUpperCase()} off`;
}

/** A coupon whose organisations redeemed it with two or more different codes, so a filter narrows them. */
async function findCouponWithSeveralCodesUsed(api: Api): Promise<CouponDetailResponse> {
  const { coupons } = await api.get<CouponsResponse>(COUPONS_PATH);
  for (const coupon of coupons) {
    const detail = await api.get<CouponDetailResponse>(`/admin/coupons/${coupon.id}`);
    const used = new Set(detail.organisations.map((organisation) => organisation.promotionCode));
    if (used.size >= 2) return detail;
  }
  throw new Error('The seed has no coupon redeemed with two different codes');
}

test.describe('Coupons list', () => {
  test('lists every coupon the API has with its discount, usage and codes', async ({
    adminPage: page,
    api,
  }) => {
    const { coupons } = await api.get<CouponsResponse>(COUPONS_PATH);
    await page.goto('/app/coupons');

    const table = page.getByRole('table', { name: 'Coupons' });
    await expect(columnCells(table, 1)).toHaveText(coupons.map((coupon) => coupon.id));
    await expect(columnCells(table, 4)).toHaveText(coupons.map(expectedDiscount));
    await expect(columnCells(table, 6)).toHaveText(
      coupons.map((coupon) =>
        coupon.maxRedemptions === null
          ? count(coupon.timesRedeemed)
          : `${count(coupon.timesRedeemed)} / ${count(coupon.maxRedemptions)}`,
      ),
    );
    await expect(columnCells(table, 7)).toHaveText(
      coupons.map((coupon) => (coupon.valid ? 'Valid' : 'Invalid')),
    );
    await expect(columnCells(table, 3)).toHaveText(
      coupons.map((coupon) =>
        coupon.promotionCodes.length === 0
          ? 'No codes'
          : coupon.promotionCodes.map((code) => `${code.code} (${count(code.attributions)})`).join(''),
      ),
    );
    await expect(page.getByText(`Showing ${coupons.length} coupon(s)`)).toBeVisible();
  });
});

test.describe('Coupon detail', () => {
  test('shows what the API knows of the coupon and who redeemed it', async ({ adminPage: page, api }) => {
    const { coupon, organisations } = await findCouponWithSeveralCodesUsed(api);

    await page.goto('/app/coupons');
    await columnCells(page.getByRole('table', { name: 'Coupons' }), 1)
      .getByText(coupon.id, { exact: true })
      .click();

    await expect(page).toHaveURL(`/app/coupons/${coupon.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(coupon.name ?? coupon.id);
    await expect(page.getByRole('link', { name: 'View in Stripe' })).toHaveAttribute(
      'href',
      `https://dashboard.stripe.com/coupons/${coupon.id}`,
    );
    await expect(
      page.getByRole('region', { name: 'Discount details' }).getByRole('definition').first(),
    ).toHaveText(expectedDiscount(coupon));
    const remaining =
      coupon.maxRedemptions === null
        ? 'Unlimited'
        : count(Math.max(0, coupon.maxRedemptions - coupon.timesRedeemed));
    await expect(page.getByRole('region', { name: 'Usage' }).getByRole('definition')).toHaveText([
      count(coupon.timesRedeemed),
      coupon.maxRedemptions === null ? 'Unlimited' : count(coupon.maxRedemptions),
      remaining,
    ]);
    await expect(
      page.getByRole('heading', { level: 2, name: `Organisations (${organisations.length})` }),
    ).toBeVisible();
    await expect(columnCells(organisationsTable(page), 1)).toHaveText(
      organisations.map((organisation) => organisation.name),
    );
  });

  test('the promo code filter narrows the rows and the title', async ({ adminPage: page, api }) => {
    const { coupon, organisations } = await findCouponWithSeveralCodesUsed(api);
    const code = organisations[0]!.promotionCode!;
    const matching = organisations.filter((organisation) => organisation.promotionCode === code);
    expect(matching.length).toBeLessThan(organisations.length);

    await page.goto(`/app/coupons/${coupon.id}`);
    await page.getByRole('combobox', { name: 'Filter by Promo Code' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'All Codes',
      ...coupon.promotionCodes.map((promo) => promo.code),
    ]);
    await page.getByRole('option', { name: code, exact: true }).click();

    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `Organisations (${matching.length} of ${organisations.length})`,
      }),
    ).toBeVisible();
    await expect(columnCells(organisationsTable(page), 1)).toHaveText(
      matching.map((organisation) => organisation.name),
    );
    await expect(columnCells(organisationsTable(page), 3)).toHaveText(matching.map(() => code));
  });

  test('clicking a promotion code copies it and confirms for two seconds', async ({
    adminPage: page,
    api,
    portal,
  }) => {
    const { coupons } = await api.get<CouponsResponse>(COUPONS_PATH);
    const coupon = coupons.find((candidate) => candidate.promotionCodes.length > 0)!;
    const promo = coupon.promotionCodes[0]!;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.shellUrl });

    await page.goto(`/app/coupons/${coupon.id}`);
    await page.getByRole('button', { name: `Copy ${promo.code} (${promo.attributions})` }).click();

    await expect(page.getByText('✓ Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promo.code);
    await expect(page.getByText('✓ Copied!')).toBeHidden({ timeout: 4000 });
  });

  test('says Coupon not found for an unknown id', async ({ adminPage: page, pageErrors, portal }) => {
    // The API's 404 is the point.
    pageErrors.allowFailedLoadsFrom(portal.apiCallUrl(`/admin/coupons/${UNKNOWN_COUPON_ID}`));
    await page.goto(`/app/coupons/${UNKNOWN_COUPON_ID}`);
    await expect(page.getByRole('alert')).toHaveText('Coupon not found');
  });
});
