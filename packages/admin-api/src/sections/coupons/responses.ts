import { arrayOf, boolean, fields, number, orNull, string } from '../../http/schemaFields';
import type {
  Coupon,
  CouponDetailResponse,
  CouponOrganisation,
  CouponsResponse,
  PromotionCode,
} from '@portal/contract/coupons';

const coupon = fields<Coupon>({
  id: string,
  name: orNull(string),
  percentOff: orNull(number),
  amountOff: orNull(number),
  currency: orNull(string),
  duration: string,
  durationInMonths: orNull(number),
  redeemBy: orNull(string),
  timesRedeemed: number,
  maxRedemptions: orNull(number),
  valid: boolean,
  created: string,
  promotionCodes: arrayOf(fields<PromotionCode>({ code: string, attributions: number })),
});

/** The coupons section's JSON answers (see http/schemaFields.ts). */
export const COUPONS_RESPONSES = {
  coupons: fields<CouponsResponse>({ coupons: arrayOf(coupon), total: number }),
  couponDetail: fields<CouponDetailResponse>({
    coupon,
    organisations: arrayOf(
      fields<CouponOrganisation>({
        id: string,
        name: string,
        legalName: orNull(string),
        promotionCode: orNull(string),
        subscriptionStatus: orNull(string),
        createdAt: string,
      }),
    ),
  }),
} as const;
