// The SWR cache belongs to ApiProvider (React), but the session ends outside React (a 401 in the
// client, logout). Mounted providers register how to empty their cache; ending a session calls them
// so the next user never sees the previous user's data.
const clearers = new Set<() => void>();

export function registerCacheClearer(clear: () => void): () => void {
  clearers.add(clear);
  return () => {
    clearers.delete(clear);
  };
}

export function clearApiCache(): void {
  clearers.forEach((clear) => clear());
}
