// How a coupon's terms read (docs/product.md "Screens"), on screen and in the API's CSV export.
import type { Coupon, PromotionCode } from '@portal/api/contract';
import { formatCount, formatMoney } from './format';

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
  return `repeating (${formatCount(durationInMonths)} ${durationInMonths === 1 ? 'month' : 'months'})`;
}

/** 'n' without a cap, 'n / max' with one. */
export function redeemedText({
  timesRedeemed,
  maxRedemptions,
}: Pick<Coupon, 'timesRedeemed' | 'maxRedemptions'>): string {
  const redeemed = formatCount(timesRedeemed);
  return maxRedemptions === null ? redeemed : `${redeemed} / ${formatCount(maxRedemptions)}`;
}

export const couponStatusText = (valid: boolean) => (valid ? 'Valid' : 'Invalid');

/** 'code (attributions)': the code with how many organisations signed up with it. */
export const promotionCodeLabel = ({ code, attributions }: PromotionCode) =>
  `${code} (${formatCount(attributions)})`;

export const NO_CODES_TEXT = 'No codes';
