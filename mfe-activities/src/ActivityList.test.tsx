import type { ActivitiesResponse, ActivityListItem, ActivityType } from '@portal/api';
import { createTestApiServer, recordApiRequests, resetApiForTests, testApiUrl } from '@portal/api/testing';
import { formatDateTime } from '@portal/ui';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ActivityListProps } from '@portal/ui';
import ActivityList from './ActivityList';
import { makeActivityItem } from './testing/activityFixtures';

// 30 activities, newest first: USER, AUTH, PROJECT, USER, AUTH, PROJECT, ... The first page of ten
// holds no OTHER; activity 30 is an OTHER without user or organisation.
const TYPES: ActivityType[] = ['USER', 'AUTH', 'PROJECT'];
const ACTIVITIES: ActivityListItem[] = Array.from({ length: 30 }, (_, index) =>
  index === 29
    ? makeActivityItem('OTHER', { user: null, organisation: null })
    : makeActivityItem(TYPES[index % 3]),
);

function answer(url: URL): ActivitiesResponse {
  const type = url.searchParams.get('activityType');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const matching = ACTIVITIES.filter(({ activity }) => !type || activity.activityType === type);
  return { activities: matching.slice(offset, offset + limit), total: matching.length };
}

const server = createTestApiServer(
  http.get(testApiUrl('/admin/activities*'), ({ request }) =>
    HttpResponse.json(answer(new URL(request.url))),
  ),
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

const ALL_PROPS: ActivityListProps = { scope: { kind: 'all' }, showUser: true, showOrganisation: true };

function renderList(props: Partial<ActivityListProps> = {}, route = '/app/users/user-1') {
  return renderWithProviders(<ActivityList {...ALL_PROPS} {...props} />, { route });
}

const table = () => screen.getByRole('table', { name: 'Activities' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const badges = () => bodyRows().map((row) => cellTexts(row)[0]);
const typeFilter = () => screen.getByRole('combobox', { name: 'Activity type' });

async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup();
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ActivityList', () => {
  it('shows a spinner, then the first ten activities with type, description, user, organisation and date', async () => {
    renderList();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Activities' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Type', 'Description', 'User', 'Organisation', 'Date']);
    expect(bodyRows()).toHaveLength(10);
    const first = ACTIVITIES[0]!.activity;
    expect(cellTexts(bodyRows()[0]!)).toEqual([
      'USER',
      first.description,
      'ALAda Lovelace', // the chip's avatar initials, then the name
      'Acme Pty Ltd',
      formatDateTime(first.createdAt),
    ]);
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
  });

  it('links the user and organisation chips to their detail pages', async () => {
    renderList();
    const firstRow = await screen.findAllByRole('row').then((rows) => rows[1]!);
    expect(within(firstRow).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/app/users/user-1',
    );
    expect(within(firstRow).getByRole('link', { name: 'Acme Pty Ltd' })).toHaveAttribute(
      'href',
      '/app/organisations/org-1',
    );
  });

  it('shows N/A for a missing user and organisation', async () => {
    const user = userEvent.setup();
    renderList();
    await choose(await screen.findByRole('combobox', { name: 'Rows per page:' }), '50');

    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const last = cellTexts(bodyRows()[29]!);
    expect(last[0]).toBe('OTHER');
    expect(last.slice(2, 4)).toEqual(['N/A', 'N/A']);
    expect(within(bodyRows()[29]!).queryByRole('link')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('offers the types of the loaded unfiltered results, sorted, plus All', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Activities' });
    await userEvent.setup().click(typeFilter());

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'AUTH', 'PROJECT', 'USER']);
  });

  it('filters by type from the first page and sends no activityType for All', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Activities' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 30');

    await choose(typeFilter(), 'PROJECT');
    await screen.findByText('1–9 of 9');
    expect(new Set(badges())).toEqual(new Set(['PROJECT']));
    expect(requests).toContain('GET /admin/activities?limit=10&offset=0&activityType=PROJECT');

    await choose(typeFilter(), 'All');
    await screen.findByText('1–10 of 30');
    expect(requests.at(-1)).toBe('GET /admin/activities?limit=10&offset=0');
  });

  it('goes back to the first page when the rows per page change', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Activities' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 30');

    await choose(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
    await screen.findByText('1–25 of 30');
    expect(requests.at(-1)).toBe('GET /admin/activities?limit=25&offset=0');
  });

  it('offers 10, 25, 50 and 100 rows per page', async () => {
    renderList();
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Rows per page:' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  });

  it('shows the red error text in place of the list when the call fails', async () => {
    server.use(http.get(testApiUrl('/admin/activities'), () => new HttpResponse(null, { status: 500 })));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activities');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Activity type' })).not.toBeInTheDocument();
  });

  it('says there are no activities, without a type filter, when there are none', async () => {
    server.use(
      http.get(testApiUrl('/admin/activities'), () => HttpResponse.json({ activities: [], total: 0 })),
    );
    renderList();

    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Activity type' })).not.toBeInTheDocument();
  });

  it('hides the user and organisation columns when asked and reads a user scope', async () => {
    renderList({ scope: { kind: 'user', id: 'user-1' }, showUser: false, showOrganisation: false });
    await screen.findByRole('table', { name: 'Activities' });

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Type', 'Description', 'Date']);
    expect(requests).toEqual(['GET /admin/activities/user/user-1?limit=10&offset=0']);
  });

  it('keeps an embedded list’s page out of the URL', async () => {
    const view = renderList({ scope: { kind: 'organisation', id: 'org-1' } });
    await screen.findByRole('table', { name: 'Activities' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));

    await screen.findByText('11–20 of 30');
    expect(view.location()).toEqual({ pathname: '/app/users/user-1', search: '' });
    expect(requests.at(-1)).toBe('GET /admin/activities/organisation/org-1?limit=10&offset=10');
  });

  it('shows only the latest activities, without filter or paging, when given a limit', async () => {
    renderList({ limit: 10 });

    await screen.findByRole('table', { name: 'Activities' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/activities?limit=10']);
  });
});
