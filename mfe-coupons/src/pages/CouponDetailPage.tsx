import { isNotFoundError } from '@portal/api';
import { useParams } from '@portal/router';
import {
  Box,
  CardContent,
  DetailActions,
  DetailPageState,
  ExternalLink,
  PathBreadcrumbs,
  SectionCard,
  Stack,
  stripeUrls,
  Typography,
} from '@portal/ui';
import { COUPON_DETAILS_ERROR_TEXT, useAdminCoupon } from '../api/coupon';
import { CopyablePromotionCodes } from '../components/CopyablePromotionCodes';
import { CouponFacts } from '../components/CouponFacts';
import { CouponOrganisations } from '../components/CouponOrganisations';
import { CouponStatusChip } from '../components/CouponStatusChip';

export const COUPON_NOT_FOUND_TEXT = 'Coupon not found';

/** /app/coupons/{couponId}: a coupon's terms, codes and usage, and who redeemed it. */
export function CouponDetailPage() {
  const { couponId = '' } = useParams();
  const { data, error } = useAdminCoupon(couponId);

  return (
    <DetailPageState
      query={{ data, error }}
      errorText={isNotFoundError(error) ? COUPON_NOT_FOUND_TEXT : COUPON_DETAILS_ERROR_TEXT}
      loadingLabel="Loading coupon"
    >
      {({ coupon, organisations }) => {
        const title = coupon.name || coupon.id;
        return (
          <Stack spacing={3}>
            <div>
              <PathBreadcrumbs currentLabel={title} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  {coupon.name && <Typography color="text.secondary">{coupon.id}</Typography>}
                </Box>
                <CouponStatusChip valid={coupon.valid} />
                <ExternalLink href={stripeUrls.coupon(coupon.id)}>View in Stripe</ExternalLink>
              </Stack>
            </div>
            <DetailActions id={coupon.id} />
            <SectionCard title="Promotion Codes">
              <CardContent>
                <CopyablePromotionCodes codes={coupon.promotionCodes} />
              </CardContent>
            </SectionCard>
            <CouponFacts coupon={coupon} />
            <CouponOrganisations organisations={organisations} codes={coupon.promotionCodes} />
          </Stack>
        );
      }}
    </DetailPageState>
  );
}
