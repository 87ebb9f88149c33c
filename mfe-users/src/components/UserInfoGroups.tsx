import type { User } from '@portal/contract/users';
import {
  Card,
  CardContent,
  Chip,
  DetailField,
  formatDate,
  formatDateTime,
  Grid,
  InfoGroup,
  Stack,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { emailVerifiedText, NO_PROVIDERS_TEXT, twoFactorText, yesNoText } from '../rules/userTexts';

/** One group of facts, a third of the row on wide screens. */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <InfoGroup title={title}>{children}</InfoGroup>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Personal Information, Account Information and Authentication, side by side. */
export function UserInfoGroups({ user }: { user: User }) {
  return (
    <Grid container spacing={2}>
      <InfoCard title="Personal Information">
        <DetailField label="First Name">{user.firstName}</DetailField>
        <DetailField label="Last Name">{user.lastName}</DetailField>
        <DetailField label="Email">{user.email}</DetailField>
        <DetailField label="Email Verified">{emailVerifiedText(user.emailVerified)}</DetailField>
      </InfoCard>
      <InfoCard title="Account Information">
        <DetailField label="Created">{formatDate(user.createdAt)}</DetailField>
        <DetailField label="Last Login">{formatDateTime(user.lastLoginAt)}</DetailField>
        <DetailField label="2FA Enabled">{twoFactorText(user.twoFactorEnabled)}</DetailField>
        <DetailField label="Admin">{yesNoText(user.isAdmin)}</DetailField>
      </InfoCard>
      <InfoCard title="Authentication">
        <DetailField label="Providers">
          {user.providers.length === 0 ? (
            NO_PROVIDERS_TEXT
          ) : (
            <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {user.providers.map((provider) => (
                <Chip key={provider} label={provider} />
              ))}
            </Stack>
          )}
        </DetailField>
        <DetailField label="Google ID">{user.googleId}</DetailField>
        <DetailField label="Xero ID">{user.xeroId}</DetailField>
      </InfoCard>
    </Grid>
  );
}
