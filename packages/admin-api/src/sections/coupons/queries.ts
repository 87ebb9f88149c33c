import type { Coupon, CouponDetailResponse, CouponsResponse, CouponsSortKey } from '@portal/contract/coupons';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { COUPON_NAME_KEY } from '../../db/keys';
import { coupons } from '../../db/schema';
import type { ListQuery } from '../../http/schemas';
import type { NoFilters } from '../../queries/listFilters';
import { readListPage, tableRows, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import type { SortKeys } from '../../queries/sorting';
import { couponFields, couponRedeemers } from './selections';

const LISTED_COUPONS: ListedTable = { table: coupons, id: coupons.id, created: coupons.created };

/** What each `sort` of the contract's (`COUPONS_SORT_KEYS`) orders by. */
export const COUPON_SORT_KEYS = {
  name: sql.raw(COUPON_NAME_KEY),
  timesRedeemed: coupons.times_redeemed,
  created: coupons.created,
} satisfies SortKeys<CouponsSortKey>;

export type CouponListQuery = ListQuery<CouponsSortKey>;

export const COUPON_LIST: ListSource<CouponsSortKey, NoFilters, CouponListQuery, Coupon, { total: number }> =
  {
    listed: LISTED_COUPONS,
    sortKeys: COUPON_SORT_KEYS,
    filters: {},
    rows: tableRows(coupons, couponFields),
    // No search or filter: the whole table's count.
    async totals(db) {
      const [counts] = await db.orm.select({ total: count() }).from(coupons);
      return counts!;
    },
  };

export async function listCoupons(db: Database, query: CouponListQuery): Promise<CouponsResponse> {
  const { rows, totals } = await readListPage(db, COUPON_LIST, query);
  return { coupons: rows, ...totals };
}

const couponDetailById = preparedQuery('coupon_detail_by_id', (orm) =>
  orm
    .select({ coupon: couponFields, organisations: couponRedeemers })
    .from(coupons)
    .where(eq(coupons.id, sql.placeholder('id'))),
);

/**
 * The coupon and every organisation that redeemed it, with only what the coupon page shows of each
 * (the portal filters them by code itself), in one statement.
 */
export async function findCouponDetail(db: Database, id: string): Promise<CouponDetailResponse | null> {
  const [detail] = await couponDetailById(db.orm).execute({ id });
  return detail ?? null;
}
