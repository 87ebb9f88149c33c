// GET /admin/search?q=: the quick find's few best matches of each kind.
import { useApiQuery, withQuery } from '@portal/api';
import { QUICK_FIND, type QuickFindResponse } from '@portal/contract';

export const QUICK_FIND_ERROR_TEXT = 'Search failed';

/** The search's path, or null for a text too short to search (the API would answer empty groups). */
export function quickFindPath(text: string): string | null {
  const q = text.trim().slice(0, QUICK_FIND.maxLength);
  return q.length < QUICK_FIND.minLength ? null : withQuery('/admin/search', { q });
}

/** Keeps the last matches on screen while the next text's load. */
export function useQuickFind(text: string) {
  return useApiQuery<QuickFindResponse>(quickFindPath(text), { keepPreviousData: true });
}
