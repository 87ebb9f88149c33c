import type { Coupon } from '@portal/contract/coupons';
import { makeCoupon } from '@portal/ui/testing';

/** SPRING25, 'Spring sale': 25% off for 3 months, redeemed 7 times of 50, valid; override what a test is about. */
export function makeSpringSale(overrides: Partial<Coupon> = {}): Coupon {
  return makeCoupon({
    id: 'SPRING25',
    name: 'Spring sale',
    percentOff: 25,
    amountOff: null,
    duration: 'repeating',
    durationInMonths: 3,
    timesRedeemed: 7,
    maxRedemptions: 50,
    valid: true,
    created: '2025-03-05T10:00:00.000Z',
    ...overrides,
  });
}
