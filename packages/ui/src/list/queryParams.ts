import { useSearchParams } from '@portal/router';
import { useCallback, useMemo, useState } from 'react';

/** Keys to set; null or '' removes the key. */
export type QueryParamChanges = Readonly<Record<string, string | null>>;

/** A list's view parameters (page, size, filters) and one way to change several of them at once. */
export interface QueryParamStore {
  params: URLSearchParams;
  /** Applies every change in one step; `replace` keeps that step out of the browser history. */
  update: (changes: QueryParamChanges, options: { replace: boolean }) => void;
}

function withChanges(current: URLSearchParams, changes: QueryParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Parameters in the URL query, so that a link, a reload or Back brings the same view back. */
export function useUrlQueryParams(): QueryParamStore {
  const [params, setParams] = useSearchParams();
  const update = useCallback<QueryParamStore['update']>(
    (changes, { replace }) => setParams((current) => withChanges(current, changes), { replace }),
    [setParams],
  );
  return useMemo(() => ({ params, update }), [params, update]);
}

/** The same parameters in component state, for a list embedded in a page that owns the URL. */
export function useMemoryQueryParams(): QueryParamStore {
  const [params, setParams] = useState(() => new URLSearchParams());
  const update = useCallback<QueryParamStore['update']>(
    (changes) => setParams((current) => withChanges(current, changes)),
    [],
  );
  return useMemo(() => ({ params, update }), [params, update]);
}
