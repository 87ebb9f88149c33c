import { couponStatusText, StatusChip } from '@portal/ui';

/** Valid (green) or Invalid (red). */
export function CouponStatusChip({ valid }: { valid: boolean }) {
  return <StatusChip label={couponStatusText(valid)} color={valid ? 'success' : 'error'} />;
}
