// How a coupon's terms read on the list and the detail page (spec sections 2 and 4).
import type { Coupon, PromotionCode } from '@portal/api';
import { formatMoney } from '@portal/ui';

export const UNLIMITED_TEXT = 'Unlimited';
const MISSING_VALUE = '—';

/** '25% off', or the fixed amount with its currency ('10.00 AUD off'). */
export function discountText({
  percentOff,
  amountOff,
  currency,
}: Pick<Coupon, 'percentOff' | 'amountOff' | 'currency'>): string {
  if (percentOff !== null) return `${percentOff}% off`;
  if (amountOff !== null) return `${formatMoney(amountOff, currency)} off`;
  return MISSING_VALUE;
}

/** 'forever', 'once', or 'repeating (3 months)'. */
export function durationText({
  duration,
  durationInMonths,
}: Pick<Coupon, 'duration' | 'durationInMonths'>): string {
  if (duration !== 'repeating' || durationInMonths === null) return duration;
  return `repeating (${durationInMonths} ${durationInMonths === 1 ? 'month' : 'months'})`;
}

/** 'n' without a cap, 'n / max' with one. */
export function redeemedText({
  timesRedeemed,
  maxRedemptions,
}: Pick<Coupon, 'timesRedeemed' | 'maxRedemptions'>): string {
  return maxRedemptions === null ? String(timesRedeemed) : `${timesRedeemed} / ${maxRedemptions}`;
}

export function maxRedemptionsText({ maxRedemptions }: Pick<Coupon, 'maxRedemptions'>): string {
  return maxRedemptions === null ? UNLIMITED_TEXT : String(maxRedemptions);
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
  return remaining === null ? UNLIMITED_TEXT : String(remaining);
}

export const couponStatusText = (valid: boolean) => (valid ? 'Valid' : 'Invalid');

/** 'code (attributions)': the code with how many organisations signed up with it. */
export const promotionCodeLabel = ({ code, attributions }: PromotionCode) => `${code} (${attributions})`;

export const NO_CODES_TEXT = 'No codes';
