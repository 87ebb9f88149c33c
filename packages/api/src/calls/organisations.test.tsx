import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListQuery, OrganisationsResponse } from '../contract';
import { makeOrganisation, recordApiRequests, setupTestApi, TestApiProvider, testApiUrl } from '../testing';
import { createGate } from '../testing/gate';
import { useAdminOrganisations } from './organisations';

const server = setupTestApi();

function pageNamed(name: string): OrganisationsResponse {
  return { organisations: [makeOrganisation({ name })], total: 80, totalActive: 52 };
}

describe('useAdminOrganisations', () => {
  it.each<[ListQuery, string]>([
    [{ search: '', limit: 25, offset: 0 }, 'GET /admin/organisations?limit=25&offset=0'],
    [{ limit: 50, offset: 150 }, 'GET /admin/organisations?limit=50&offset=150'],
    [
      { search: ' 51 824 ', limit: 25, offset: 0 },
      'GET /admin/organisations?search=51+824&limit=25&offset=0',
    ],
  ])('asks for %j as %s', async (query, expected) => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/organisations'), () => HttpResponse.json(pageNamed('Acme'))));

    const { result } = renderHook(() => useAdminOrganisations(query), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual(pageNamed('Acme')));
    expect(requests).toEqual([expected]);
  });

  it('keeps the previous page on screen while the next page loads', async () => {
    const nextPage = createGate();
    server.use(
      http.get(testApiUrl('/admin/organisations'), async ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        if (offset === '50') await nextPage.wait;
        return HttpResponse.json(pageNamed(`Page at ${offset}`));
      }),
    );
    const { result, rerender } = renderHook((query: ListQuery) => useAdminOrganisations(query), {
      wrapper: TestApiProvider,
      initialProps: { limit: 50, offset: 0 },
    });
    await waitFor(() => expect(result.current.data).toEqual(pageNamed('Page at 0')));

    rerender({ limit: 50, offset: 50 });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.data).toEqual(pageNamed('Page at 0'));

    act(() => nextPage.open());
    await waitFor(() => expect(result.current.data).toEqual(pageNamed('Page at 50')));
  });
});
