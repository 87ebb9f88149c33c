import type { Coupon, CouponDetailResponse, CouponsResponse } from '@portal/api/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { COUPON_NAME_KEY } from '../db/migrations/007_sorting_and_quick_find';
import { coupons, organisations } from '../db/schema';
import type { ListQuery } from '../http/schemas';
import { readListPage, WHOLE_LIST, type ListSource } from './listSource';
import type { ListedTable } from './paging';
import { couponFields, iso } from './selections';

const LISTED_COUPONS: ListedTable = { table: coupons, id: coupons.id, created: coupons.created };

export type CouponListQuery = ListQuery<'coupons'>;

export const COUPON_LIST: ListSource<'coupons', CouponListQuery, Coupon, { total: number }> = {
  listed: LISTED_COUPONS,
  sortKeys: {
    name: sql.raw(COUPON_NAME_KEY),
    timesRedeemed: coupons.times_redeemed,
    created: coupons.created,
  },
  filter: () => WHOLE_LIST,
  rows: (orm, page, order) =>
    orm
      .select(couponFields)
      .from(coupons)
      .where(page)
      .orderBy(...order.terms),
  async totals(db) {
    const [counts] = await db.orm.select({ total: count() }).from(coupons);
    return counts!;
  },
};

export async function listCoupons(db: Database, query: CouponListQuery): Promise<CouponsResponse> {
  const { rows, totals } = await readListPage(db, COUPON_LIST, query);
  return { coupons: rows, ...totals };
}

/**
 * The coupon and every organisation that redeemed it, with only what the coupon page shows of each
 * (the portal filters them by code itself).
 */
export async function findCouponDetail(db: Database, id: string): Promise<CouponDetailResponse | null> {
  const [coupon] = await db.orm.select(couponFields).from(coupons).where(eq(coupons.id, id));
  if (!coupon) return null;
  const redeemers = await db.orm
    .select({
      id: organisations.id,
      name: organisations.name,
      legalName: organisations.legal_name,
      promotionCode: organisations.promotion_code,
      subscriptionStatus: organisations.subscription_status,
      createdAt: iso(organisations.created_at),
    })
    .from(organisations)
    .where(eq(organisations.coupon_id, id))
    .orderBy(desc(organisations.created_at), desc(organisations.id));
  return { coupon, organisations: redeemers };
}
