// One number format for every count on screen: en-AU thousands separators, inside the spec's
// patterns ('{allocated} / {total}', 'n / max', '(n of total)').
import type { CouponDetailResponse, CouponsResponse } from '@portal/contract/coupons';
import type {
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamResponse,
} from '@portal/contract/organisations';
import { expect, test } from './fixtures';

type Api = { get<T>(path: string): Promise<T> };

const count = (value: number) => value.toLocaleString('en-AU');

/** An organisation with 1,000 or more transactions, allocated or in all. */
async function findOrganisationWithThousands(api: Api): Promise<OrganisationDetailResponse> {
  const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=25&offset=0');
  for (const { id } of organisations) {
    const detail = await api.get<OrganisationDetailResponse>(`/admin/organisations/${id}`);
    if (detail.totalTransactionsAllocated >= 1000) return detail;
  }
  throw new Error('The seed has no organisation with 1,000 allocated transactions on the first page');
}

test("an organisation's metric cards and tabs write their counts with separators", async ({
  adminPage: page,
  api,
  pageErrors,
}) => {
  pageErrors.watch(page);
  const detail = await findOrganisationWithThousands(api);
  const { organisation } = detail;
  const team = await api.get<TeamResponse>(`/admin/team/organisation/${organisation.id}`);

  await page.goto(`/app/organisations/${organisation.id}`);

  const transactions = `${count(detail.totalTransactionsAllocated)} / ${count(detail.totalTransactions)}`;
  expect(transactions).toMatch(/^\d{1,3}(,\d{3})+ \/ \d{1,3}(,\d{3})+$/);
  await expect(page.getByRole('group', { name: 'Transactions' })).toContainText(transactions);
  await expect(page.getByRole('group', { name: 'Total Projects' })).toContainText(
    count(detail.totalProjects),
  );
  const quota = organisation.quotaMaxUsers === -1 ? 'Unlimited' : count(organisation.quotaMaxUsers);
  await expect(page.getByRole('group', { name: 'Team Members' })).toContainText(
    `${count(team.users.length)} / ${quota}`,
  );
  await expect(page.getByRole('tab', { name: `Team (${count(team.users.length)})` })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `Invitations (${count(team.invitations.length)})` }),
  ).toBeVisible();
});

test("a coupon's usage, codes and organisations write their counts in the same format", async ({
  adminPage: page,
  api,
  pageErrors,
}) => {
  pageErrors.watch(page);
  const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=100');
  // The most redeemed coupon with a cap, so 'n / max' and Remaining are both on screen.
  const capped = coupons
    .filter((coupon) => coupon.maxRedemptions !== null)
    .sort((a, b) => b.timesRedeemed - a.timesRedeemed)[0];
  if (!capped) throw new Error('The seed has no coupon with a redemption cap');
  const { coupon, organisations } = await api.get<CouponDetailResponse>(`/admin/coupons/${capped.id}`);
  const max = coupon.maxRedemptions!;

  await page.goto('/app/coupons');
  const row = page
    .getByRole('table', { name: 'Coupons' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: coupon.id, exact: true }) });
  await expect(row.getByRole('cell').nth(5)).toHaveText(`${count(coupon.timesRedeemed)} / ${count(max)}`);
  await expect(page.getByText(`Showing ${count(coupons.length)} coupon(s)`)).toBeVisible();

  await page.goto(`/app/coupons/${coupon.id}`);
  await expect(page.getByRole('region', { name: 'Usage' }).getByRole('definition')).toHaveText([
    count(coupon.timesRedeemed),
    count(max),
    count(Math.max(0, max - coupon.timesRedeemed)),
  ]);
  await expect(
    page.getByRole('heading', { level: 2, name: `Organisations (${count(organisations.length)})` }),
  ).toBeVisible();
  for (const code of coupon.promotionCodes) {
    await expect(
      page.getByRole('button', { name: `Copy ${code.code} (${count(code.attributions)})` }),
    ).toBeVisible();
  }
});
