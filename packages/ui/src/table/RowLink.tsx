import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLinkBase } from '@portal/router';
import type { ReactNode } from 'react';

// A "stretched link": its ::after covers the whole row (positioned against it), so a click, a
// Ctrl/middle-click or the context menu anywhere on the row acts on one real anchor. The focus
// ring is drawn by the overlay, inside the row, so the table's scroll container cannot clip it.
const STRETCHED: SxProps<Theme> = {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
};

/** The link of a table row, in the row's first cell; plain clicks navigate without a page load. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLinkBase} to={to} data-row-link="" sx={STRETCHED}>
      {children}
    </Link>
  );
}
