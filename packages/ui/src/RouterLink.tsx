import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLinkBase } from '@portal/router';

/** An MUI link that navigates inside the portal without a page load. */
export function RouterLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterLinkBase} to={to} {...props} />;
}
