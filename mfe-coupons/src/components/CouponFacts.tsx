import type { Coupon } from '@portal/contract/coupons';
import {
  Card,
  CardContent,
  DetailField,
  discountText,
  durationText,
  formatCount,
  formatDate,
  Grid,
  InfoGroup,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { maxRedemptionsText, remainingText } from '../rules/couponText';
import { CouponStatusChip } from './CouponStatusChip';

function FactsCard({ children }: { children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Grid>
  );
}

/** Discount details, Usage and Metadata of one coupon. */
export function CouponFacts({ coupon }: { coupon: Coupon }) {
  return (
    <Grid container spacing={2}>
      <FactsCard>
        <InfoGroup title="Discount details">
          <DetailField label="Discount Value">{discountText(coupon)}</DetailField>
          <DetailField label="Duration">{durationText(coupon)}</DetailField>
          <DetailField label="Redeem By">{formatDate(coupon.redeemBy)}</DetailField>
        </InfoGroup>
      </FactsCard>
      <FactsCard>
        <InfoGroup title="Usage">
          <DetailField label="Times Redeemed">{formatCount(coupon.timesRedeemed)}</DetailField>
          <DetailField label="Max Redemptions">{maxRedemptionsText(coupon)}</DetailField>
          <DetailField label="Remaining">{remainingText(coupon)}</DetailField>
        </InfoGroup>
      </FactsCard>
      <FactsCard>
        <InfoGroup title="Metadata">
          <DetailField label="Created">{formatDate(coupon.created)}</DetailField>
          <DetailField label="Status">
            <CouponStatusChip valid={coupon.valid} />
          </DetailField>
        </InfoGroup>
      </FactsCard>
    </Grid>
  );
}
