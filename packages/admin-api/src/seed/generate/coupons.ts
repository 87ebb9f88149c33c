import type { CouponDuration } from '@portal/contract';
import { type SeedCalendar, addDays } from '../anchor';
import { PROMOTION_WORDS } from '../fixtures';
import { createRandom, type Random } from '../random';
import type { CouponRow, PromotionCodeRow } from '../rows';
import type { GeneratedOrganisation } from './organisations';

export interface GeneratedCoupons {
  coupons: CouponRow[];
  promotionCodes: PromotionCodeRow[];
}

interface CouponTemplate {
  id: string;
  name: string | null;
  percentOff?: number;
  amountOff?: number;
  duration: CouponDuration;
  durationInMonths?: number;
  /** Days from the anchor; negative is in the past (the coupon can no longer be redeemed). */
  redeemByDays?: number;
  /** 'exhausted' caps redemptions at the number redeemed, which makes the coupon invalid. */
  limit?: 'open' | 'exhausted';
  codes: string[];
  /** Relative share of the redeeming organisations; 0 for a coupon nobody used. */
  popularity: number;
}

const TEMPLATES: readonly CouponTemplate[] = [
  {
    id: 'LAUNCH50',
    name: 'Launch offer',
    percentOff: 50,
    duration: 'repeating',
    durationInMonths: 3,
    redeemByDays: -400,
    codes: ['LAUNCH50', 'EARLYBIRD'],
    popularity: 8,
  },
  {
    id: 'ACCOUNTANT20',
    name: 'Accountant partner discount',
    percentOff: 20,
    duration: 'forever',
    codes: ['PARTNER-SYD', 'PARTNER-MEL', 'PARTNER-BNE'],
    popularity: 10,
  },
  {
    id: 'EOFY2025',
    name: 'End of financial year 2025',
    percentOff: 25,
    duration: 'once',
    redeemByDays: -123,
    codes: ['EOFY2025'],
    popularity: 6,
  },
  {
    id: 'FIRSTMONTHFREE',
    name: 'First month free',
    amountOff: 9900,
    duration: 'once',
    limit: 'open',
    codes: ['WELCOME99'],
    popularity: 7,
  },
  {
    id: 'RDTI2026',
    name: 'R&D tax season 2026',
    percentOff: 30,
    duration: 'repeating',
    durationInMonths: 6,
    redeemByDays: 60,
    limit: 'open',
    codes: ['RDTI2026', 'RDTI-ADVISER'],
    popularity: 9,
  },
  {
    id: 'STARTUPVIC',
    name: 'LaunchVic startup programme',
    percentOff: 40,
    duration: 'repeating',
    durationInMonths: 12,
    limit: 'exhausted',
    codes: ['STARTUPVIC'],
    popularity: 3,
  },
  {
    id: 'STAFF100',
    name: 'Staff and friends',
    percentOff: 100,
    duration: 'forever',
    codes: [],
    popularity: 1,
  },
  {
    id: 'WINBACK15',
    name: 'Win-back offer',
    amountOff: 1500,
    duration: 'repeating',
    durationInMonths: 2,
    codes: ['COMEBACK'],
    popularity: 0,
  },
];

/**
 * Coupons and their promotion codes; `count` beyond the named templates adds Stripe-style random
 * ones. Assigns redemptions to about a quarter of `organisations` (setting their coupon and code)
 * and derives timesRedeemed, maxRedemptions and validity from them.
 */
export function generateCoupons(
  count: number,
  organisations: readonly GeneratedOrganisation[],
  calendar: SeedCalendar,
): GeneratedCoupons {
  const random = createRandom('coupons');
  const templates = [...TEMPLATES.slice(0, count)];
  while (templates.length < count) templates.push(randomTemplate(random, templates.length));

  const redemptions = new Map<string, number>(templates.map((template) => [template.id, 0]));
  const byPopularity = Object.fromEntries(templates.map((template) => [template.id, template.popularity]));
  for (const organisation of organisations) {
    if (!organisation.row.stripe_customer_id || !random.chance(0.25)) continue;
    const couponId = random.weighted(byPopularity);
    const template = templates.find((candidate) => candidate.id === couponId)!;
    organisation.row.coupon_id = couponId;
    organisation.row.promotion_code = template.codes.length > 0 ? random.pick(template.codes) : null;
    redemptions.set(couponId, redemptions.get(couponId)! + 1);
  }

  const coupons = templates.map((template) =>
    couponRow(random, calendar, template, redemptions.get(template.id)!),
  );
  const promotionCodes = templates.flatMap((template, i) =>
    template.codes.map((code) => ({
      id: `promo_${random.chars(24)}`,
      coupon_id: template.id,
      code,
      created: coupons[i]!.created,
    })),
  );
  return { coupons, promotionCodes };
}

function couponRow(
  random: Random,
  calendar: SeedCalendar,
  template: CouponTemplate,
  timesRedeemed: number,
): CouponRow {
  const redeemBy =
    template.redeemByDays === undefined ? null : addDays(calendar.anchor, template.redeemByDays);
  const maxRedemptions =
    template.limit === 'exhausted'
      ? timesRedeemed
      : template.limit === 'open'
        ? timesRedeemed + random.int(10, 500)
        : null;
  const expired = redeemBy !== null && redeemBy < calendar.anchor;
  return {
    id: template.id,
    name: template.name,
    percent_off: template.percentOff ?? null,
    amount_off: template.amountOff ?? null,
    currency: template.amountOff === undefined ? null : 'aud',
    duration: template.duration,
    duration_in_months: template.durationInMonths ?? null,
    redeem_by: redeemBy?.toISOString() ?? null,
    times_redeemed: timesRedeemed,
    max_redemptions: maxRedemptions,
    valid: !expired && (maxRedemptions === null || timesRedeemed < maxRedemptions),
    created: addDays(calendar.historyStart, random.int(0, 60)).toISOString(),
  };
}

function randomTemplate(random: Random, index: number): CouponTemplate {
  const duration = random.pick(['forever', 'once', 'repeating'] as const);
  const percent = random.chance(0.7);
  return {
    id: random.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    name: random.chance(0.8) ? `${random.pick(PROMOTION_WORDS)} campaign ${index}` : null,
    ...(percent
      ? { percentOff: random.pick([5, 10, 15, 20, 25, 12.5]) }
      : { amountOff: random.pick([1000, 2500, 5000]) }),
    duration,
    ...(duration === 'repeating' ? { durationInMonths: random.int(2, 12) } : {}),
    ...(random.chance(0.4) ? { redeemByDays: random.int(-300, 300) } : {}),
    ...(random.chance(0.3) ? { limit: random.chance(0.8) ? ('open' as const) : ('exhausted' as const) } : {}),
    codes: Array.from(
      { length: random.int(0, 3) },
      (_, n) => `${random.pick(PROMOTION_WORDS)}${index}${String.fromCharCode(65 + n)}`,
    ),
    popularity: random.int(0, 4),
  };
}
