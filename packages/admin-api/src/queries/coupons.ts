import type { Coupon, CouponDetailResponse, CouponOrganisation, CouponsResponse } from '@portal/api/contract';
import type { Database } from '../db/database';
import type { PageQuery } from '../http/schemas';
import { COUPON_FIELDS, ORGANISATION_FIELDS } from './fields';

export async function listCoupons(db: Database, query: PageQuery): Promise<CouponsResponse> {
  const [coupons, [counts]] = await Promise.all([
    db.query<Coupon>(
      `select ${COUPON_FIELDS} from coupons c order by c.created desc, c.id desc limit $1 offset $2`,
      [query.limit, query.offset],
    ),
    db.query<{ total: number }>('select count(*)::int as total from coupons'),
  ]);
  return { coupons, total: counts!.total };
}

/** The coupon and every organisation that redeemed it (the portal filters them by code itself). */
export async function findCouponDetail(db: Database, id: string): Promise<CouponDetailResponse | null> {
  const [coupon] = await db.query<Coupon>(`select ${COUPON_FIELDS} from coupons c where c.id = $1`, [id]);
  if (!coupon) return null;
  const organisations = await db.query<CouponOrganisation>(
    `select ${ORGANISATION_FIELDS} from organisations o where o.coupon_id = $1 order by o.created_at desc, o.id desc`,
    [id],
  );
  return { coupon, organisations };
}
