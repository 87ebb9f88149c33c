// The coupon detail page's redemption texts; the terms the list and the CSV export share with it
// (discount, duration, redeemed, status, promotion codes) are @portal/ui's.
import type { Coupon } from '@portal/contract/coupons';
import { formatCount } from '@portal/ui';

export const UNLIMITED_TEXT = 'Unlimited';

export function maxRedemptionsText({ maxRedemptions }: Pick<Coupon, 'maxRedemptions'>): string {
  return maxRedemptions === null ? UNLIMITED_TEXT : formatCount(maxRedemptions);
}

/** Redemptions left: max minus redeemed (never below zero), or null when there is no cap. */
export function remainingRedemptions({
  timesRedeemed,
  maxRedemptions,
}: Pick<Coupon, 'timesRedeemed' | 'maxRedemptions'>): number | null {
  return maxRedemptions === null ? null : Math.max(0, maxRedemptions - timesRedeemed);
}

export function remainingText(coupon: Pick<Coupon, 'timesRedeemed' | 'maxRedemptions'>): string {
  const remaining = remainingRedemptions(coupon);
  return remaining === null ? UNLIMITED_TEXT : formatCount(remaining);
}
