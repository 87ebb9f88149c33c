/**
 * Identical reads arriving together share one database round: the first caller's load runs and
 * every caller with the same key gets its result (or its error). Nothing is kept once it settles,
 * so a later call always reads afresh.
 */
export function createInFlightMerge() {
  const pending = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const running = pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = load().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
}
