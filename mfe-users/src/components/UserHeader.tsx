import type { User } from '@portal/api';
import { Box, personDisplayName, Stack, StatusChip, Typography, userStatusColor } from '@portal/ui';
import { UserAvatar } from './UserAvatar';

/** Avatar, full name (or email), email and status of the user the page is about. */
export function UserHeader({ user }: { user: User }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UserAvatar user={user} size={64} />
      <Box sx={{ minWidth: 0 }}>
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
