// How a coupon's terms read (docs/product.md "Screens"), on screen and in the API's CSV export.
import type { CouponDuration } from '@portal/contract';
import { formatCount, formatMoney } from './format';

const MISSING_VALUE = '—';

/** A coupon's discount: a percentage, or an amount in minor units of `currency`. */
export interface CouponDiscount {
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
}

/** How long a coupon's discount lasts. */
export interface CouponTerm {
  duration: CouponDuration;
  durationInMonths: number | null;
}

/** How often a coupon was redeemed, and its cap. */
export interface CouponRedemptions {
  timesRedeemed: number;
  maxRedemptions: number | null;
}

/** A promotion code with how many organisations signed up with it. */
export interface PromotionCodeCount {
  code: string;
  attributions: number;
}

/** '25% off', or the fixed amount with its currency ('10.00 AUD off'). */
export function discountText({ percentOff, amountOff, currency }: CouponDiscount): string {
  if (percentOff !== null) return `${percentOff}% off`;
  if (amountOff !== null) return `${formatMoney(amountOff, currency)} off`;
  return MISSING_VALUE;
}

/** 'forever', 'once', or 'repeating (3 months)'. */
export function durationText({ duration, durationInMonths }: CouponTerm): string {
  if (duration !== 'repeating' || durationInMonths === null) return duration;
  return `repeating (${formatCount(durationInMonths)} ${durationInMonths === 1 ? 'month' : 'months'})`;
}

/** 'n' without a cap, 'n / max' with one. */
export function redeemedText({ timesRedeemed, maxRedemptions }: CouponRedemptions): string {
  const redeemed = formatCount(timesRedeemed);
  return maxRedemptions === null ? redeemed : `${redeemed} / ${formatCount(maxRedemptions)}`;
}

export const couponStatusText = (valid: boolean) => (valid ? 'Valid' : 'Invalid');

/** 'code (attributions)': the code with how many organisations signed up with it. */
export const promotionCodeLabel = ({ code, attributions }: PromotionCodeCount) =>
  `${code} (${formatCount(attributions)})`;

export const NO_CODES_TEXT = 'No codes';
