import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type { OrganisationSummary, UserSummary } from '@portal/api';
import { Link as RouterLinkBase } from '@portal/router';
import { paths } from '@portal/ui-core';
import { personDisplayName, personInitials } from '@portal/format';

/** A user as a chip that opens their detail page; the spec's name and initials rules. */
export function UserChip({ user }: { user: UserSummary }) {
  return (
    <Chip
      component={RouterLinkBase}
      to={paths.user(user.id)}
      clickable
      variant="outlined"
      label={personDisplayName(user)}
      avatar={
        <Avatar src={user.avatarUrl ?? undefined} alt="">
          {personInitials(user)}
        </Avatar>
      }
    />
  );
}

/** An organisation as a chip that opens its detail page. */
export function OrganisationChip({ organisation }: { organisation: OrganisationSummary }) {
  return (
    <Chip
      component={RouterLinkBase}
      to={paths.organisation(organisation.id)}
      clickable
      variant="outlined"
      label={organisation.name}
    />
  );
}
