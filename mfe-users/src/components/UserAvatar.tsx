import type { User } from '@portal/contract/users';
import { Avatar, personInitials, safeHttpUrl } from '@portal/ui';

/** Avatar sizes of docs/product.md "Numbers". */
type AvatarSize = 32 | 40 | 64;

/** The user's picture when it is an http(s) URL, else their initials (or the email's first letter). */
export function UserAvatar({
  user,
  size,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'avatarUrl'>;
  size: AvatarSize;
}) {
  return (
    <Avatar
      src={safeHttpUrl(user.avatarUrl) ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {personInitials(user)}
    </Avatar>
  );
}
