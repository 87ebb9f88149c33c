// Imported through the package name, as the sections' call tests do.
import { useApiQuery } from '@portal/api';
import {
  expectPreviousPageWhileNextLoads,
  requestsForAnswer,
  setupTestApi,
  type PagedListCall,
} from '@portal/api/testing';

const server = setupTestApi();

interface ThingsPage {
  offset: string | null;
}

/** A paged list of things whose hook keeps its previous page or not. */
const pagedThings = (keepPreviousData: boolean): PagedListCall<ThingsPage> => ({
  path: '/things',
  pageAt: (offset) => ({ offset }),
  useList: (view) => useApiQuery<ThingsPage>(`/things?offset=${view.offset}`, { keepPreviousData }),
});

describe('requestsForAnswer', () => {
  it('gives the requests the hook sent until its data was the answer', async () => {
    const requests = await requestsForAnswer(server, '/things', { offset: '0' }, () =>
      useApiQuery<ThingsPage>('/things?offset=0'),
    );
    expect(requests).toEqual(['GET /things?offset=0']);
  });
});

describe('expectPreviousPageWhileNextLoads', () => {
  it('passes for a hook that keeps its previous page while the next one loads', async () => {
    await expectPreviousPageWhileNextLoads(server, pagedThings(true), 25);
  });

  it('fails for a hook that drops its page while the next one loads', async () => {
    await expect(expectPreviousPageWhileNextLoads(server, pagedThings(false), 25)).rejects.toThrow();
  });
});
