import type { RootOptions } from 'react-dom/client';

/**
 * Options of the portal's React root. An error an error boundary caught has already been handled:
 * the boundary shows its fallback (a section or an embedded list that failed while it rendered).
 * React would report it with console.error like a crash; it is a warning here, so the console's
 * errors stay for failures nobody handled.
 */
export const ROOT_OPTIONS: RootOptions = {
  onCaughtError: (error) => console.warn('Handled by an error boundary:', error),
};
