import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type { OrganisationSummary, UserSummary } from '@portal/contract';
import { Link as RouterLinkBase } from '@portal/router';
import { paths } from '@portal/ui-core';
import type { ReactElement } from 'react';
import { personDisplayName, personInitials } from '@portal/format';

/** An outlined chip that is a link to an entity's detail page. */
function LinkChip({ to, label, avatar }: { to: string; label: string; avatar?: ReactElement }) {
  return (
    <Chip component={RouterLinkBase} to={to} clickable variant="outlined" label={label} avatar={avatar} />
  );
}

/** A user as a chip that opens their detail page; the spec's name and initials rules. */
export function UserChip({ user }: { user: UserSummary }) {
  return (
    <LinkChip
      to={paths.user(user.id)}
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
  return <LinkChip to={paths.organisation(organisation.id)} label={organisation.name} />;
}
