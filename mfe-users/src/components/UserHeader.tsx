import type { User } from '@portal/contract/users';
import { Box, personDisplayName, Stack, StatusChip, Typography, userStatusColor } from '@portal/ui';
import { UserAvatar } from './UserAvatar';

/** Avatar, full name (or email), email and status of the user the page is about. */
export function UserHeader({ user }: { user: User }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar user={user} size={64} />
      {/* On a phone the name takes the rest of the line (its words stay whole) and the chip goes under it. */}
      <Box sx={{ minWidth: { xs: `calc(100% - ${64 + 16}px)`, sm: 0 }, flex: { xs: 1, sm: 'initial' } }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {personDisplayName(user)}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
      <StatusChip label={user.status} color={userStatusColor(user.status)} />
    </Stack>
  );
}
