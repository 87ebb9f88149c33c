import { useMediaQuery, useTheme } from '@portal/ui';
import { useState } from 'react';

/**
 * Collapsed under the md breakpoint (900 px), expanded above; the toggle overrides that until the
 * window crosses the breakpoint again.
 */
export function useMenuCollapsed(): { collapsed: boolean; toggle: () => void } {
  const theme = useTheme();
  // noSsr: the first render already knows the width, so the menu never flashes open on a phone.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  return { collapsed, toggle: () => setChoice({ narrow, collapsed: !collapsed }) };
}
