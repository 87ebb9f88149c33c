import type { Organisation } from '@portal/contract/organisations';
import { Stack, StatusChip, Typography, formatDate, subscriptionStatusColor } from '@portal/ui';

/** The organisation's name, creation date and subscription status. */
export function OrganisationHeader({ organisation }: { organisation: Organisation }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {organisation.name}
        </Typography>
        <Typography color="text.secondary">Created {formatDate(organisation.createdAt)}</Typography>
      </Stack>
      <StatusChip
        label={organisation.subscriptionStatus}
        color={subscriptionStatusColor(organisation.subscriptionStatus)}
      />
    </Stack>
  );
}
