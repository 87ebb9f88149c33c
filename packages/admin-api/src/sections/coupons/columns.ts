// The coupons list's CSV columns: the titles of the spec's table (ID first) and the texts the portal
// shows in them, from the same formatters (@portal/format).
import type { Coupon } from '@portal/contract/coupons';
import {
  couponStatusText,
  discountText,
  durationText,
  formatDate,
  NO_CODES_TEXT,
  promotionCodeLabel,
  redeemedText,
} from '@portal/format';
import type { CsvColumn } from '../../routes/csvColumn';

export const COUPON_COLUMNS: readonly CsvColumn<Coupon>[] = [
  { title: 'ID', text: (coupon) => coupon.id },
  { title: 'Name', text: (coupon) => coupon.name ?? '' },
  {
    title: 'Promotion Codes',
    text: (coupon) => coupon.promotionCodes.map(promotionCodeLabel).join(', ') || NO_CODES_TEXT,
  },
  { title: 'Discount', text: discountText },
  { title: 'Duration', text: durationText },
  { title: 'Redeemed', text: redeemedText },
  { title: 'Status', text: (coupon) => couponStatusText(coupon.valid) },
  { title: 'Created', text: (coupon) => formatDate(coupon.created) },
];
