import { RESPONSES } from '../../http/responseSchemas';
import { couponIdParamsSchema, couponListQuerySchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { found } from '../../routes/scoped';
import { COUPON_COLUMNS } from './columns';
import { COUPON_LIST, findCouponDetail, listCoupons, type CouponListQuery } from './queries';

export const section: ApiSection = {
  name: 'coupons',
  async routes(app, { db, merge, sendCsv }) {
    app.get<{ Querystring: CouponListQuery }>(
      '/coupons',
      { schema: { querystring: couponListQuerySchema, response: { 200: RESPONSES.coupons } } },
      (request, reply) =>
        wantsCsv(request, reply)
          ? sendCsv(request, reply, COUPON_LIST, request.query, COUPON_COLUMNS, 'coupons')
          : merge(request.url, () => listCoupons(db, request.query)),
    );

    app.get<{ Params: IdParams }>(
      '/coupons/:id',
      { schema: { params: couponIdParamsSchema, response: { 200: RESPONSES.couponDetail } } },
      (request) =>
        merge(request.url, async () =>
          found(await findCouponDetail(db, request.params.id), `Coupon ${request.params.id} not found`),
        ),
    );
  },
};
