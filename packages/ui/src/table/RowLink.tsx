import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLinkBase } from '@portal/router';
import type { ReactNode } from 'react';

// A "stretched link": its ::after covers the row, so a click, a Ctrl/middle-click or the context
// menu anywhere on the row acts on one real anchor. The link sits in the sticky first cell, the
// overlay's containing block: the overlay reaches from there across the row, and the table's clip
// box trims what passes its edge. The focus ring is drawn inside the row, by the overlay and (for
// the edge the clip box trims) by the row, so the table's scroll container cannot clip it.
// The table applies these once for all its rows (DataTable).
export const ROW_LINK_STYLES = {
  '& a[data-row-link]': { color: 'inherit', textDecoration: 'none', outline: 'none' },
  '& a[data-row-link]::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    width: '100vw',
  },
  '& a[data-row-link]:focus-visible::after, & tbody tr:has(a[data-row-link]:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
} satisfies SxProps<Theme>;

/** The link of a table row, in the row's first cell; plain clicks navigate without a page load. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLinkBase to={to} data-row-link="">
      {children}
    </RouterLinkBase>
  );
}
