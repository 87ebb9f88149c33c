import type { Organisation } from '@portal/contract/organisations';
import { Link } from '@portal/router';
import {
  Card,
  CardContent,
  Chip,
  DetailField,
  ExternalLink,
  Grid,
  InfoGroup,
  StatusChip,
  formatDate,
  formatDateTime,
  monthName,
  paths,
  stripeUrls,
} from '@portal/ui';
import { formatAbn } from '../rules/abn';

const GROUP_SIZE = { xs: 12, md: 4 };

/** The promotion code as a chip that opens its coupon, when the coupon is known. */
function PromotionCodeChip({ code, couponId }: { code: string; couponId: string | null }) {
  if (!couponId) return <Chip label={code} variant="outlined" />;
  return <Chip label={code} variant="outlined" clickable component={Link} to={paths.coupon(couponId)} />;
}

/** Everything the spec lists about an organisation, in three groups. */
export function OrganisationInfoPanel({ organisation }: { organisation: Organisation }) {
  return (
    <Card>
      <CardContent>
        <Grid container spacing={3}>
          <Grid size={GROUP_SIZE}>
            <InfoGroup title="Organization & Contact">
              <DetailField label="Legal Name">{organisation.legalName}</DetailField>
              <DetailField label="ABN">{formatAbn(organisation.abn)}</DetailField>
              <DetailField label="Contact Number">{organisation.contactNumber}</DetailField>
              <DetailField label="Website">
                {organisation.website && <ExternalLink href={organisation.website} />}
              </DetailField>
            </InfoGroup>
          </Grid>
          <Grid size={GROUP_SIZE}>
            <InfoGroup title="Subscription & Billing">
              <DetailField label="Billing Email">{organisation.billingEmail}</DetailField>
              <DetailField label="Valid Until">{formatDate(organisation.subscriptionValidUntil)}</DetailField>
              <DetailField label="Card Expires">{formatDate(organisation.cardValidUntil)}</DetailField>
              <DetailField label="Stripe Customer ID">
                {organisation.stripeCustomerId && (
                  <ExternalLink href={stripeUrls.customer(organisation.stripeCustomerId)}>
                    {organisation.stripeCustomerId}
                  </ExternalLink>
                )}
              </DetailField>
              <DetailField label="Promotion Code Used">
                {organisation.promotionCode && (
                  <PromotionCodeChip code={organisation.promotionCode} couponId={organisation.couponId} />
                )}
              </DetailField>
            </InfoGroup>
          </Grid>
          <Grid size={GROUP_SIZE}>
            <InfoGroup title="Integration & Setup">
              <DetailField label="Xero">
                {organisation.connectedToXero ? (
                  <StatusChip label="Connected" color="success" />
                ) : (
                  <StatusChip label="Not Connected" color="default" />
                )}
              </DetailField>
              <DetailField label="Last Sync">
                {formatDateTime(organisation.xeroLastSyncTransactionsAt)}
              </DetailField>
              <DetailField label="Tax Year Start">{monthName(organisation.taxYearStartMonth)}</DetailField>
              <DetailField label="Onboarding">
                {organisation.completedOnboarding ? (
                  <StatusChip label="Complete" color="success" />
                ) : (
                  <StatusChip label="Incomplete" color="warning" />
                )}
              </DetailField>
            </InfoGroup>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
