import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { safeHttpUrl } from './safeUrl';

interface ExternalLinkProps {
  href: string | null | undefined;
  children?: ReactNode;
}

/**
 * A link that leaves the portal in a new tab. Only http(s) URLs become anchors; anything else
 * (javascript:, data:, garbage) is shown as plain text so hostile data stays inert.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  const label = children ?? href;
  if (!url) {
    return (
      <Typography component="span" variant="inherit">
        {label}
      </Typography>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}
