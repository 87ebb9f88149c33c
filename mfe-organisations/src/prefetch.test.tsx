import { makeOrganisation, renderWithProviders, setupApi, answerByQuery } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { OrganisationsListPage } from './pages/OrganisationsListPage';
import prefetch from './prefetch';

const DEEP_LINK = '?q=acme&page=3&sort=legalName&order=desc';
const PAGE_REQUEST = '?search=acme&limit=25&offset=50&sort=legalName&order=desc';

const { requests } = setupApi(
  answerByQuery('/admin/organisations', {
    [PAGE_REQUEST]: { organisations: [makeOrganisation({ name: 'Acme Deep' })], total: 51, totalActive: 51 },
  }),
);

describe('organisations prefetch', () => {
  it("starts the very request a searched, paged and sorted deep link's page makes, so the page makes no second one", async () => {
    prefetch({ segments: [], search: DEEP_LINK });
    renderWithProviders(<OrganisationsListPage />, {
      route: `/app/organisations${DEEP_LINK}`,
      path: '/app/organisations',
    });

    expect(await screen.findByText('Acme Deep')).toBeInTheDocument();
    expect(requests).toEqual([`GET /admin/organisations${PAGE_REQUEST}`]);
  });
});
