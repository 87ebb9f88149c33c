import { lazy, Suspense, useCallback, useState } from 'react';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

// Loaded when `?` is first pressed.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/** Listens for the portal's keyboard shortcuts and shows their list on `?`. */
export function KeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);
  useKeyboardShortcuts(useCallback(() => setHelpOpen(true), []));
  return helpOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setHelpOpen(false)} />
    </Suspense>
  ) : null;
}
