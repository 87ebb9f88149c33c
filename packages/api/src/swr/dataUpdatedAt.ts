import { useSyncExternalStore } from 'react';

// When the page's data last arrived, from any fetch: mount, Refresh, focus or reconnect. Only
// mounted hooks revalidate, so the latest answer is the page on screen's.
let updatedAt = Date.now();
const listeners = new Set<() => void>();

/** SWR's `onSuccess`: an answer has just arrived. */
export function markDataUpdated(): void {
  updatedAt = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time (ms since epoch) the latest answer arrived, re-rendering when another arrives. */
export function useDataUpdatedAt(): number {
  const snapshot = () => updatedAt;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
