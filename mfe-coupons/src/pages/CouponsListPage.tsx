import type { Coupon } from '@portal/contract/coupons';
import {
  DataTable,
  ExportCsvButton,
  formatCount,
  formatDate,
  PageHeading,
  paths,
  QueryState,
  RefreshButton,
  Stack,
  Typography,
  type Column,
  discountText,
  durationText,
  redeemedText,
} from '@portal/ui';
import { useSortState } from '@portal/list-state';
import { adminCouponsCsvPath, COUPONS_ERROR_TEXT, useAdminCoupons } from '../api/coupons';
import { COUPONS_SORT_FIELDS, type CouponsSortField } from '../api/paths';
import { CouponStatusChip } from '../components/CouponStatusChip';
import { PromotionCodeChips } from '../components/PromotionCodeChips';

const columns: readonly Column<Coupon, CouponsSortField>[] = [
  { id: 'id', header: 'ID', stacked: 'fact', render: (coupon) => coupon.id },
  { id: 'name', header: 'Name', sortField: 'name', stacked: 'main', render: (coupon) => coupon.name || '—' },
  {
    id: 'promotionCodes',
    header: 'Promotion Codes',
    render: (coupon) => <PromotionCodeChips codes={coupon.promotionCodes} />,
  },
  { id: 'discount', header: 'Discount', stacked: 'fact', render: discountText },
  { id: 'duration', header: 'Duration', stacked: 'fact', render: durationText },
  { id: 'redeemed', header: 'Redeemed', sortField: 'timesRedeemed', stacked: 'fact', render: redeemedText },
  {
    id: 'status',
    header: 'Status',
    stacked: 'status',
    render: (coupon) => <CouponStatusChip valid={coupon.valid} />,
  },
  { id: 'created', header: 'Created', sortField: 'created', render: (coupon) => formatDate(coupon.created) },
];

/** The footer under the list; the spec words it 'Showing n coupon(s)' whatever n is. */
export const showingText = (count: number) => `Showing ${formatCount(count)} coupon(s)`;

/** /app/coupons: every coupon (the API's first 100) with its codes, terms and usage. */
export function CouponsListPage() {
  const sort = useSortState(COUPONS_SORT_FIELDS);
  const coupons = useAdminCoupons(sort);

  return (
    <Stack spacing={2}>
      <PageHeading title="Coupons">
        <RefreshButton />
        <ExportCsvButton path={adminCouponsCsvPath(sort)} name="coupons" />
      </PageHeading>
      <QueryState query={coupons} errorText={COUPONS_ERROR_TEXT} loadingLabel="Loading coupons">
        {(data) => (
          <>
            <DataTable
              label="Coupons"
              columns={columns}
              rows={data.coupons}
              emptyText="No coupons found"
              sort={sort}
              rowHref={(coupon) => paths.coupon(coupon.id)}
            />
            <Typography variant="body2" color="text.secondary">
              {showingText(data.coupons.length)}
            </Typography>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
