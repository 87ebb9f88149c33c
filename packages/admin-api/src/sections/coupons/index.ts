import { API_LIMITS } from '@portal/contract';
import { couponIdParamsSchema } from '../../http/schemas';
import { organisations } from '../../audit/declaredAccess';
import type { ApiSection } from '../../routes/apiSection';
import { detailRoute } from '../../routes/detailRoute';
import { listRoute } from '../../routes/listRoute';
import { COUPON_COLUMNS } from './columns';
import { COUPON_LIST, findCouponDetail, listCoupons } from './queries';
import { COUPONS_RESPONSES } from './responses';

/** The coupons list and one coupon's page (a coupon's id is the payment provider's, not a UUID). */
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
      // A coupon is the payment provider's, no one's personal data.
      access: null,
    }),
  ],
  details: [
    detailRoute({
      path: '/coupons/:id',
      params: couponIdParamsSchema,
      noun: 'Coupon',
      response: COUPONS_RESPONSES.couponDetail,
      read: findCouponDetail,
      access: (answer) => organisations(...answer.organisations.map((organisation) => organisation.id)),
    }),
  ],
};
