import type { ActivityType } from '@portal/contract';
import type { ActivitiesResponse } from '@portal/contract/activities';
import { formatDateTime, type ActivityListProps } from '@portal/ui';
import {
  answerByQuery,
  answerError,
  bodyRows,
  columnHeaders,
  renderWithProviders,
  setupApi,
  tableRows,
} from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ActivityList from './ActivityList';
import { activitiesResponse, makeActivityItem } from './testing/activityFixtures';

const ALL_PATH = '/admin/activities';

/** `count` activities cycling through `types`, answered as part of `total`. */
function activities(count: number, total: number, types: ActivityType[] = ['USER', 'AUTH', 'PROJECT']) {
  return activitiesResponse(
    Array.from({ length: count }, (_, index) => makeActivityItem(types[index % types.length])),
    total,
  );
}

const FIRST_PAGE = activities(10, 30);
const ANSWERS: Record<string, ActivitiesResponse> = {
  '?limit=10&offset=0': FIRST_PAGE,
  '?limit=10&offset=10': activities(10, 30),
  '?limit=25&offset=0': activities(25, 30),
  '?limit=10&offset=0&activityType=PROJECT': activities(9, 9, ['PROJECT']),
  '?limit=10': FIRST_PAGE,
};

const { server, requests } = setupApi(
  answerByQuery(ALL_PATH, ANSWERS),
  answerByQuery('/admin/activities/user/user-1', { '?limit=10&offset=0': activities(10, 30) }),
  answerByQuery('/admin/activities/organisation/org-1', ANSWERS),
);

const ALL_PROPS: ActivityListProps = { scope: { kind: 'all' }, showUser: true, showOrganisation: true };

function renderList(props: Partial<ActivityListProps> = {}, route = '/app/users/user-1') {
  return renderWithProviders(<ActivityList {...ALL_PROPS} {...props} />, { route });
}

const typeFilter = () => screen.getByRole('combobox', { name: 'Activity type' });
const rowsPerPage = () => screen.getByRole('combobox', { name: 'Rows per page:' });

async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup();
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Renders the list and moves to its second page. */
async function onSecondPage(props: Partial<ActivityListProps> = {}) {
  const view = renderList(props);
  await screen.findByRole('table', { name: 'Activities' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
  await screen.findByText('11–20 of 30');
  return view;
}

describe('ActivityList', () => {
  it('shows a spinner, then the first ten activities with type, description, user, organisation and date', async () => {
    renderList();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Activities' })).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/activities?limit=10&offset=0']);
    expect(columnHeaders('Activities')).toEqual(['Type', 'Description', 'User', 'Organisation', 'Date']);
    expect(bodyRows('Activities')).toHaveLength(10);
    const first = FIRST_PAGE.activities[0]!.activity;
    expect(tableRows('Activities')[0]).toEqual([
      'USER',
      first.description,
      'ALAda Lovelace', // the chip's avatar initials, then the name
      'Acme Pty Ltd',
      formatDateTime(first.createdAt),
    ]);
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
  });

  it('links the user and organisation chips to their detail pages', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Activities' });
    const firstRow = bodyRows('Activities')[0]!;
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
    server.use(
      answerByQuery(ALL_PATH, {
        '?limit=10&offset=0': activitiesResponse([
          makeActivityItem('OTHER', { user: null, organisation: null }),
        ]),
      }),
    );
    renderList();

    await screen.findByRole('table', { name: 'Activities' });
    const [other] = tableRows('Activities');
    expect(other?.[0]).toBe('OTHER');
    expect(other?.slice(2, 4)).toEqual(['N/A', 'N/A']);
    expect(within(bodyRows('Activities')[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the types of the loaded unfiltered results, sorted, plus All', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Activities' });
    await userEvent.setup().click(typeFilter());

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'AUTH', 'PROJECT', 'USER']);
  });

  it('asks for the chosen type from the first page, and for no activityType with All', async () => {
    await onSecondPage();

    await choose(typeFilter(), 'PROJECT');
    await screen.findByText('1–9 of 9');
    expect(new Set(tableRows('Activities').map((cells) => cells[0]))).toEqual(new Set(['PROJECT']));
    expect(requests).toContain('GET /admin/activities?limit=10&offset=0&activityType=PROJECT');

    await choose(typeFilter(), 'All');
    await screen.findByText('1–10 of 30');
    expect(requests.at(-1)).toBe('GET /admin/activities?limit=10&offset=0');
  });

  it('asks for the first page when the rows per page change', async () => {
    await onSecondPage();

    await choose(rowsPerPage(), '25');
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
    server.use(answerError(ALL_PATH, 500));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activities');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Activity type' })).not.toBeInTheDocument();
  });

  it('says there are no activities, without a type filter, when there are none', async () => {
    server.use(answerByQuery(ALL_PATH, { '?limit=10&offset=0': activitiesResponse([]) }));
    renderList();

    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Activity type' })).not.toBeInTheDocument();
  });

  it('hides the user and organisation columns when asked and reads a user scope', async () => {
    renderList({ scope: { kind: 'user', id: 'user-1' }, showUser: false, showOrganisation: false });
    await screen.findByRole('table', { name: 'Activities' });

    expect(columnHeaders('Activities')).toEqual(['Type', 'Description', 'Date']);
    expect(requests).toEqual(['GET /admin/activities/user/user-1?limit=10&offset=0']);
  });

  it('keeps an embedded list’s page out of the URL', async () => {
    const view = await onSecondPage({ scope: { kind: 'organisation', id: 'org-1' } });

    expect(view.location()).toMatchObject({ pathname: '/app/users/user-1', search: '' });
    expect(requests.at(-1)).toBe('GET /admin/activities/organisation/org-1?limit=10&offset=10');
  });

  it('shows only the latest activities, without filter or paging, when given a limit', async () => {
    renderList({ limit: 10 });

    await screen.findByRole('table', { name: 'Activities' });
    expect(bodyRows('Activities')).toHaveLength(10);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/activities?limit=10']);
  });
});
