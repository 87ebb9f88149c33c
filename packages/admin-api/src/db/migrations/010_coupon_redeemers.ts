import type { Migration } from './migration';

// A coupon page lists every organisation that redeemed the coupon, newest first, with only the
// fields this index carries (sections/coupons/selections.ts, couponRedeemers): read from the index alone,
// in its order, instead of a heap page per organisation and a sort. It serves every lookup by
// coupon the plain index served, which goes.
export const couponRedeemersIndex: Migration = {
  id: '010_coupon_redeemers',
  sql: `
create index organisations_coupon_newest on organisations (coupon_id, created_at desc, id desc)
  include (name, legal_name, promotion_code, subscription_status);
drop index organisations_coupon;
`,
};
