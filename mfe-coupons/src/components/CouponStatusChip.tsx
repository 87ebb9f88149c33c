import { StatusChip } from '@portal/ui';
import { couponStatusText } from '../rules/couponText';

/** Valid (green) or Invalid (red). */
export function CouponStatusChip({ valid }: { valid: boolean }) {
  return <StatusChip label={couponStatusText(valid)} color={valid ? 'success' : 'error'} />;
}
