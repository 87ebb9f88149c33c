import type { CouponDetailResponse, CouponsResponse } from '@portal/api/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, organisations } from '../db/schema';
import type { PageQuery } from '../http/schemas';
import { couponFields, iso } from './selections';

export async function listCoupons(db: Database, query: PageQuery): Promise<CouponsResponse> {
  const [rows, [counts]] = await Promise.all([
    db.orm
      .select(couponFields)
      .from(coupons)
      .orderBy(desc(coupons.created), desc(coupons.id))
      .limit(query.limit)
      .offset(query.offset),
    db.orm.select({ total: count() }).from(coupons),
  ]);
  return { coupons: rows, total: counts!.total };
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
