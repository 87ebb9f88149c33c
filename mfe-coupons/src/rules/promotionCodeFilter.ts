// The coupon detail's organisations, narrowed on the client to one promotion code (docs/product.md "Screens").
import type { CouponOrganisation } from '@portal/contract/coupons';
import { formatCount } from '@portal/ui';

export const NO_REDEMPTIONS_TEXT = 'No organisations have redeemed this coupon yet';
export const NO_MATCHING_CODE_TEXT = 'No organisations found for the selected promotion code';

export interface FilteredOrganisations {
  rows: CouponOrganisation[];
  /** 'Organisations (total)', or 'Organisations (n of total)' while a code is selected. */
  title: string;
  emptyText: string;
}

/** The organisations that redeemed with `code` (all of them when `code` is null), titled and with their empty text. */
export function filterByPromotionCode(
  organisations: readonly CouponOrganisation[],
  code: string | null,
): FilteredOrganisations {
  const total = organisations.length;
  if (code === null) {
    return {
      rows: [...organisations],
      title: `Organisations (${formatCount(total)})`,
      emptyText: NO_REDEMPTIONS_TEXT,
    };
  }
  const rows = organisations.filter((organisation) => organisation.promotionCode === code);
  return {
    rows,
    title: `Organisations (${formatCount(rows.length)} of ${formatCount(total)})`,
    emptyText: total === 0 ? NO_REDEMPTIONS_TEXT : NO_MATCHING_CODE_TEXT,
  };
}
