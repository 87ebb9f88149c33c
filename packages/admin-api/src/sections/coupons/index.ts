import { API_LIMITS } from '@portal/contract';
import { couponIdParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { listRoute } from '../../routes/listRoute';
import { found } from '../../routes/scoped';
import { COUPON_COLUMNS } from './columns';
import { COUPON_LIST, findCouponDetail, listCoupons } from './queries';
import { COUPONS_RESPONSES } from './responses';

export const section: ApiSection = {
  name: 'coupons',
  lists: [
    listRoute({
      path: '/coupons',
      source: COUPON_LIST,
      columns: COUPON_COLUMNS,
      response: COUPONS_RESPONSES.coupons,
      defaultLimit: API_LIMITS.couponListLimit,
      read: listCoupons,
    }),
  ],
  async routes(app, { db, merge }) {
    app.get<{ Params: IdParams }>(
      '/coupons/:id',
      { schema: { params: couponIdParamsSchema, response: { 200: COUPONS_RESPONSES.couponDetail } } },
      (request) =>
        merge(request.url, async () =>
          found(await findCouponDetail(db, request.params.id), `Coupon ${request.params.id} not found`),
        ),
    );
  },
};
