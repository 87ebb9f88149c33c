// The checks every section's call test makes of its data hook, written once: which requests the hook
// sends for its data, and (for a paged list) that it keeps a page on screen while the next loads.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ListView } from '@portal/list-state/pure';
import { createGate } from './gate';
import { listViewAt } from './listViews';
import { recordApiRequests, testApiUrl } from './testApi';
import { TestApiProvider } from './TestApiProvider';

/**
 * The requests a data hook sends until its data is `answer`, which the test API gives every GET of
 * `path`: `expect(await requestsForAnswer(server, '/admin/coupons', coupons, () => useAdminCoupons({})))`.
 */
export async function requestsForAnswer<Answer extends object>(
  server: SetupServer,
  path: string,
  answer: Answer,
  useCall: () => { data?: Answer },
): Promise<string[]> {
  const requests = recordApiRequests(server);
  server.use(http.get(testApiUrl(path), () => HttpResponse.json(answer)));
  const { result } = renderHook(useCall, { wrapper: TestApiProvider });
  await waitFor(() => expect(result.current.data).toEqual(answer));
  return requests;
}

/** A paged list's data hook as its test sees it: the path it asks for and its answer at an offset. */
export interface PagedListCall<Answer> {
  path: string;
  /** The API's answer for the page at `offset` (a query value), told apart from the other pages. */
  pageAt: (offset: string | null) => Answer;
  useList: (view: ListView) => { data?: Answer; isValidating: boolean };
}

/**
 * Asserts the hook keeps the first page's data while the second page loads (SWR's
 * `keepPreviousData`): the test API holds the second page back until that has been seen.
 */
export async function expectPreviousPageWhileNextLoads<Answer extends object>(
  server: SetupServer,
  { path, pageAt, useList }: PagedListCall<Answer>,
  pageSize: number,
): Promise<void> {
  const nextPage = createGate();
  server.use(
    http.get(testApiUrl(path), async ({ request }) => {
      const offset = new URL(request.url).searchParams.get('offset');
      if (offset === String(pageSize)) await nextPage.wait;
      return HttpResponse.json(pageAt(offset));
    }),
  );
  const { result, rerender } = renderHook(useList, {
    wrapper: TestApiProvider,
    initialProps: listViewAt('', pageSize, 0),
  });
  await waitFor(() => expect(result.current.data).toEqual(pageAt('0')));

  rerender(listViewAt('', pageSize, 1));
  await waitFor(() => expect(result.current.isValidating).toBe(true));
  expect(result.current.data).toEqual(pageAt('0'));

  act(() => nextPage.open());
  await waitFor(() => expect(result.current.data).toEqual(pageAt(String(pageSize))));
}
