import { useSearchParams } from '@portal/router';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

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
  // The parameters last asked for. A navigation renders as a transition, so the screen drawn before
  // a change stays clickable until the change has rendered; the router's own updater would build on
  // that screen's parameters and drop the change (a new page size lost on the next page's click).
  const asked = useRef(params);
  useLayoutEffect(() => {
    asked.current = params;
  }, [params]);
  const update = useCallback<QueryParamStore['update']>(
    (changes, { replace }) => {
      asked.current = withChanges(asked.current, changes);
      setParams(asked.current, { replace });
    },
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
