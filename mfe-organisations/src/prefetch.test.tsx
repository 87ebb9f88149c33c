import { prefetchPath } from '@portal/api';
import { makeOrganisation, renderWithProviders, setupApi, answerByQuery } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { OrganisationsListPage } from './pages/OrganisationsListPage';
import { firstCalls } from './prefetch';

const DEEP_LINK = '?q=acme&page=3&sort=legalName&order=desc';
const PAGE_REQUEST = '?search=acme&limit=25&offset=50&sort=legalName&order=desc';

const { requests } = setupApi(
  answerByQuery('/admin/organisations', {
    [PAGE_REQUEST]: { organisations: [makeOrganisation({ name: 'Acme Deep' })], total: 51, totalActive: 51 },
  }),
);

describe('organisations prefetch', () => {
  it("starts the very request a searched, paged and sorted deep link's page makes, so the page makes no second one", async () => {
    const paths = firstCalls({ segments: [], search: DEEP_LINK });
    expect(paths).toEqual([`/admin/organisations${PAGE_REQUEST}`]);
    paths.forEach((path) => prefetchPath(path));
    renderWithProviders(<OrganisationsListPage />, {
      route: `/app/organisations${DEEP_LINK}`,
      path: '/app/organisations',
    });

    expect(await screen.findByText('Acme Deep')).toBeInTheDocument();
    expect(requests).toEqual([`GET /admin/organisations${PAGE_REQUEST}`]);
  });

  it("names an organisation page's three calls, and nothing deeper", () => {
    expect(firstCalls({ segments: ['org 1'], search: '' })).toEqual([
      '/admin/organisations/org%201',
      '/admin/team/organisation/org%201',
      '/admin/invoices/organisation/org%201?limit=10',
    ]);
    expect(firstCalls({ segments: ['org-1', 'more'], search: '' })).toEqual([]);
  });
});
