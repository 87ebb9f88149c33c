import { useSession } from '@portal/api';
import { DEFAULT_ROLE_LABEL, type SessionUser } from '@portal/contract';
import { useSignOut } from '@portal/sign-in';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  personDisplayName,
  personInitials,
  safeHttpUrl,
  Typography,
} from '@portal/ui';
import { useId, useState } from 'react';

/** What the account menu shows of the signed-in user. */
export type AccountUser = Pick<SessionUser, 'email' | 'firstName' | 'lastName' | 'avatarUrl' | 'role'>;

function UserAvatar({ user, size }: { user: AccountUser; size: number }) {
  // Only an http(s) image from the profile; otherwise initials, or the email's first letter.
  const image = safeHttpUrl(user.avatarUrl);
  return (
    <Avatar src={image ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size / 2.2 }}>
      {personInitials(user)}
    </Avatar>
  );
}

/** The avatar in the top bar and the account menu it opens, for the signed-in user. */
export function AccountMenu() {
  const { user } = useSession();
  return user ? <AccountMenuOf user={user} /> : null;
}

/** `user`'s avatar and the menu it opens: name, role label and Logout. */
export function AccountMenuOf({ user }: { user: AccountUser }) {
  const signOut = useSignOut();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={32} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <UserAvatar user={user} size={40} />
          <div>
            <Typography sx={{ fontWeight: 600 }}>{personDisplayName(user)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.role || DEFAULT_ROLE_LABEL}
            </Typography>
          </div>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
