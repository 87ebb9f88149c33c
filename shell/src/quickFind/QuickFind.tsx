import { Box, Button, type SxProps, type Theme } from '@portal/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

// Loaded on first use, so the top bar costs every page only this button.
const QuickFindDialog = lazy(() => import('./QuickFindDialog'));

// In the top bar's text colour; its label and hint stay on one line the bar never squeezes.
const BUTTON: SxProps<Theme> = {
  textTransform: 'none',
  gap: 1,
  borderColor: 'currentColor',
  whiteSpace: 'nowrap',
  flexShrink: 0,
};
// The chord is a hint for keyboards: phones leave it out.
const HINT: SxProps<Theme> = { fontFamily: 'inherit', display: { xs: 'none', sm: 'inline' } };

/** Ctrl+K or Cmd+K, from anywhere (typing in a field too: it is a modifier chord). */
function isQuickFindChord(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** The chord as this keyboard labels it: Apple keyboards say ⌘K. (No navigator in the build's style sample.) */
export function quickFindHint(platform: string = globalThis.navigator?.platform ?? ''): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K';
}

/** The top bar's quick find: a search button that opens the quick find dialog, also on Ctrl+K / Cmd+K. */
export function QuickFind() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickFindChord(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        sx={BUTTON}
      >
        Quick find
        <Box component="kbd" sx={HINT}>
          {quickFindHint()}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QuickFindDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
