// GET /admin/coupons?limit=100[&sort&order]: every coupon the list shows.
import { csvExportPath, useApiQuery } from '@portal/api';
import type { CouponsResponse } from '@portal/contract/coupons';
import { ADMIN_COUPONS_PATH, adminCouponsPath, type CouponsSort } from './paths';

export const COUPONS_ERROR_TEXT = 'Failed to fetch coupons';

/** The list's CSV export: its sort, every row. */
export function adminCouponsCsvPath(sort: CouponsSort): string {
  return csvExportPath(ADMIN_COUPONS_PATH, sort);
}

/** Keeps the previous order on screen while the next one loads. */
export function useAdminCoupons(sort: CouponsSort) {
  return useApiQuery<CouponsResponse>(adminCouponsPath(sort), { keepPreviousData: true });
}
