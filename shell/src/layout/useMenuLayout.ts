import { useMediaQuery, useTheme } from '@portal/ui';
import { useState } from 'react';

export interface MenuLayout {
  /** The permanent menu shows only its icons (a 64 px rail). */
  collapsed: boolean;
  /** On a phone the menu is a temporary drawer over the page, closed until the menu button opens it. */
  drawer?: { open: boolean; onClose: () => void };
  /** The top bar's menu button. */
  button: { label: string; expanded: boolean; onClick: () => void };
}

/**
 * The side menu by screen width: a closed drawer on a phone (under the sm breakpoint, 600 px), a
 * collapsed rail under md (900 px), expanded above. The menu button opens the drawer, or toggles
 * the rail until the window crosses the md breakpoint again.
 */
export function useMenuLayout(): MenuLayout {
  const theme = useTheme();
  // noSsr: the first render already knows the width, so the menu never flashes open on a phone.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (phone) {
    return {
      collapsed: false,
      drawer: { open: drawerOpen, onClose: () => setDrawerOpen(false) },
      // Open, the drawer is modal: the button is behind it, and the drawer closes on its own terms.
      button: {
        label: 'Open menu',
        expanded: drawerOpen,
        onClick: () => setDrawerOpen(!drawerOpen),
      },
    };
  }
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  return {
    collapsed,
    button: {
      label: collapsed ? 'Expand menu' : 'Collapse menu',
      expanded: !collapsed,
      onClick: () => setChoice({ narrow, collapsed: !collapsed }),
    },
  };
}
