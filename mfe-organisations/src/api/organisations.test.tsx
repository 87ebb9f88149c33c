import type { ListView } from '@portal/list-state';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import {
  expectPreviousPageWhileNextLoads,
  listViewAt,
  makeOrganisation,
  requestsForAnswer,
  setupTestApi,
} from '@portal/api/testing';
import { useAdminOrganisations } from './organisations';
import { adminOrganisationsPathOf, type OrganisationsSort } from './paths';

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
    const requests = await requestsForAnswer(server, '/admin/organisations', pageNamed('Acme'), () =>
      useAdminOrganisations(listView, sort),
    );
    expect(requests).toEqual([expected]);
  });

  it('keeps the previous page on screen while the next page loads', async () => {
    await expectPreviousPageWhileNextLoads(
      server,
      {
        path: '/admin/organisations',
        pageAt: (offset) => pageNamed(`Page at ${offset}`),
        useList: (listView) => useAdminOrganisations(listView, {}),
      },
      50,
    );
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
