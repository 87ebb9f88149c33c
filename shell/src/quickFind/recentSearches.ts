// The quick find's recent searches, kept for the browser tab's session (sessionStorage, which a
// logout empties).
const RECENT_SEARCHES_KEY = 'quickFind.recent';
const MAX_RECENT_SEARCHES = 5;

export function readRecentSearches(storage: Storage = sessionStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `text` first (once) and keeps the latest few; returns the new list. */
export function rememberSearch(text: string, storage: Storage = sessionStorage): string[] {
  const search = text.trim();
  const recent = [search, ...readRecentSearches(storage).filter((item) => item !== search)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
  return recent;
}
