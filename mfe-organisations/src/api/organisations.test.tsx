import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListView, OrganisationsResponse } from '@portal/api';
import {
  createGate,
  listViewAt,
  makeOrganisation,
  recordApiRequests,
  setupTestApi,
  TestApiProvider,
  testApiUrl,
} from '@portal/api/testing';
import { adminOrganisationsPathOf, useAdminOrganisations, type OrganisationsSort } from './organisations';

const server = setupTestApi();

function pageNamed(name: string): OrganisationsResponse {
  return { organisations: [makeOrganisation({ name })], total: 80, totalActive: 52 };
}

describe('useAdminOrganisations', () => {
  it.each<[ListView, OrganisationsSort, string]>([
    [listViewAt('', 25, 0), {}, 'GET /admin/organisations?limit=25&offset=0'],
    [listViewAt('', 50, 3), {}, 'GET /admin/organisations?limit=50&offset=150'],
    [listViewAt(' 51 824 ', 25, 0), {}, 'GET /admin/organisations?search=51+824&limit=25&offset=0'],
    [
      listViewAt('', 25, 0),
      { sort: 'legalName', order: 'asc' },
      'GET /admin/organisations?limit=25&offset=0&sort=legalName&order=asc',
    ],
  ])('asks for %j sorted %j as %s', async (listView, sort, expected) => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/organisations'), () => HttpResponse.json(pageNamed('Acme'))));

    const { result } = renderHook(() => useAdminOrganisations(listView, sort), { wrapper: TestApiProvider });

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
    const { result, rerender } = renderHook((listView: ListView) => useAdminOrganisations(listView, {}), {
      wrapper: TestApiProvider,
      initialProps: listViewAt('', 50, 0),
    });
    await waitFor(() => expect(result.current.data).toEqual(pageNamed('Page at 0')));

    rerender(listViewAt('', 50, 1));
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.data).toEqual(pageNamed('Page at 0'));

    act(() => nextPage.open());
    await waitFor(() => expect(result.current.data).toEqual(pageNamed('Page at 50')));
  });
});

describe('adminOrganisationsPathOf', () => {
  it('asks for the view and sort a URL query names, leaving out a sort the list does not allow', () => {
    expect(
      adminOrganisationsPathOf(new URLSearchParams('q=acme&page=2&sort=subscriptionStatus&order=desc')),
    ).toBe('/admin/organisations?search=acme&limit=25&offset=25&sort=subscriptionStatus&order=desc');
    expect(adminOrganisationsPathOf(new URLSearchParams('sort=email'))).toBe(
      '/admin/organisations?limit=25&offset=0',
    );
  });
});
