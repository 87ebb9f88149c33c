import type { ActivityType } from '@portal/api';
import { createTestApiServer, recordApiRequests, resetApiForTests, testApiUrl } from '@portal/api/testing';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Section from '../Section';
import { activitiesResponse, makeActivityItem } from '../testing/activityFixtures';

// Answers every page with ten activities of the requested type (AUTH and USER unfiltered), 60 in all.
const server = createTestApiServer(
  http.get(testApiUrl('/admin/activities'), ({ request }) => {
    const type = new URL(request.url).searchParams.get('activityType') as ActivityType | null;
    const items = Array.from({ length: 10 }, (_, index) =>
      makeActivityItem(type ?? (index % 2 ? 'AUTH' : 'USER')),
    );
    return HttpResponse.json(activitiesResponse(items, 60));
  }),
);
let requests: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApiForTests();
  requests = recordApiRequests(server);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const renderSection = (route: string) =>
  renderWithProviders(<Section />, { route, path: '/app/activities/*' });
const typeFilter = () => screen.getByRole('combobox', { name: 'Activity type' });

describe('Activities page', () => {
  it('shows every activity under the Activities heading with user and organisation columns', async () => {
    renderSection('/app/activities');

    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Organisation' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
  });

  it('restores the filter, page and page size from the URL', async () => {
    renderSection('/app/activities?type=AUTH&page=3&size=25');

    await screen.findByRole('table', { name: 'Activities' });
    expect(typeFilter()).toHaveTextContent('AUTH');
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('25');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(requests).toContain('GET /admin/activities?limit=25&offset=50&activityType=AUTH');
  });

  it('writes the filter and page to the URL, going back to the first page on a new filter', async () => {
    const user = userEvent.setup();
    const view = renderSection('/app/activities?page=2');
    await screen.findByText('11–20 of 60');

    await user.click(typeFilter());
    await user.click(screen.getByRole('option', { name: 'USER' }));
    await screen.findByText('1–10 of 60');
    expect(view.location().search).toBe('?type=USER');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 60');
    expect(view.location().search).toBe('?type=USER&page=2');
  });

  it('ignores an unknown type in the URL', async () => {
    renderSection('/app/activities?type=NOPE');

    await screen.findByRole('table', { name: 'Activities' });
    expect(typeFilter()).toHaveTextContent('All');
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
  });
});
