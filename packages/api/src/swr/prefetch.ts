// Starting a page's first calls before its components render (a remote's prefetch module runs
// while its code is still downloading). The answers that are in before the first render go into
// the SWR cache (keepPrefetchedAnswers), so the page renders its content at once; the hook that
// asks for a key whose answer is still on its way gets that response instead of a second request.
import { mutate, preload, type Middleware } from 'swr';
import { fetchJson } from '../calls/useApiQuery';
import { getSent } from '../http/apiClient';

interface Prefetch {
  /** Resolves once the call answered or failed. */
  settled: Promise<void>;
  /** Set when it answered. */
  answer?: { data: unknown };
}

/** The prefetches started since the last keepPrefetchedAnswers, by key. */
const prefetches = new Map<string, Prefetch>();

// SWR's own default, for a configuration that leaves `dedupingInterval` unset.
const SWR_DEDUPING_INTERVAL_MS = 2000;

/** When keepPrefetchedAnswers put each key's answer into the cache (ms since epoch). */
const keptAt = new Map<string, number>();

function track(key: string, response: Promise<unknown>): void {
  const prefetch: Prefetch = {
    settled: response.then(
      (data) => {
        prefetch.answer = { data };
      },
      // Failures are the hook's to report, when it takes the response over; until then a
      // rejection must not count as unhandled.
      () => undefined,
    ),
  };
  prefetches.set(key, prefetch);
}

/**
 * Starts `fetcher(key)` now, for the useApiQuery whose key and fetcher are these (a call that is
 * not one GET of its key). Null does nothing, as with the hooks.
 */
export function prefetchCall<T>(key: string | null, fetcher: (key: string) => Promise<T>): void {
  if (key) track(key, preload(key, fetcher));
}

/**
 * GET `path` now, for the useApiQuery whose key is that path: build it with the same function
 * the section's hook uses. Null does nothing, as with the hooks.
 */
export function prefetchPath(path: string | null): void {
  prefetchCall(path, fetchJson);
}

/**
 * prefetchPath for a GET of `path` already sent before this client loaded (sendEarlyGet): its
 * answer is taken over (getSent) instead of asking again.
 */
export function prefetchSentPath(path: string, sent: Promise<Response | undefined>): void {
  prefetchCall(path, (key) => getSent(key, sent));
}

/** Resolves when every prefetch started so far has answered or failed. */
export async function prefetchesSettled(): Promise<void> {
  await Promise.all([...prefetches.values()].map((prefetch) => prefetch.settled));
}

/**
 * Before the first render: writes the prefetches answered by now into the SWR cache, so their
 * hooks render the data at once, and does not fetch them again when they mount (see
 * mountsWithoutRefetchingFreshPrefetches); one still on its way is left to its hook, which takes
 * that response instead of making a second request.
 */
export async function keepPrefetchedAnswers(): Promise<void> {
  const answered = [...prefetches].flatMap(([key, { answer }]) =>
    answer ? [{ key, data: answer.data }] : [],
  );
  prefetches.clear();
  const now = Date.now();
  answered.forEach(({ key }) => keptAt.set(key, now));
  // `revalidate` also drops SWR's preloaded response, which a later refetch (Refresh, focus) would
  // otherwise take instead of asking the API again; no hook of these keys is mounted yet to refetch.
  await Promise.all(answered.map(({ key, data }) => mutate(key, data, { revalidate: true })));
}

/**
 * SWR middleware: a hook mounting on an answer kept by keepPrefetchedAnswers within SWR's deduping
 * interval does not refetch it on mount, as SWR would not for a call of its own made that recently.
 * Without it, each such hook would refetch right after the first paint, and the page would render
 * again for nothing while the user starts reading it.
 */
export const mountsWithoutRefetchingFreshPrefetches: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const kept = typeof key === 'string' ? keptAt.get(key) : undefined;
  const fresh =
    kept !== undefined && Date.now() - kept < (config.dedupingInterval ?? SWR_DEDUPING_INTERVAL_MS);
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};
