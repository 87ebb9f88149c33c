import { makeUser, recordApiRequests, setupTestApi, testApiUrl } from '@portal/api/testing';
import type { User, UsersResponse } from '@portal/api';
import { renderWithProviders } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UsersListPage } from './UsersListPage';

// 30 users: a full first page of 25 and a second page of 5.
const allUsers: User[] = Array.from({ length: 30 }, (_, index) =>
  makeUser({
    id: `user-${index + 1}`,
    firstName: `First${index + 1}`,
    lastName: `Last${index + 1}`,
    email: `person${index + 1}@example.com`,
  }),
);

/** The admin API's users call over `allUsers`: search on name and email, then limit/offset. */
function answerUsers(request: Request): UsersResponse {
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const matching = allUsers.filter((user) =>
    [user.firstName, user.lastName, user.email].some((text) => text?.toLowerCase().includes(search)),
  );
  return {
    users: matching.slice(offset, offset + limit),
    total: matching.length,
    totalActive: matching.length,
  };
}

const server = setupTestApi(
  http.get(testApiUrl('/admin/users'), ({ request }) => HttpResponse.json(answerUsers(request))),
);

function renderList(route = '/app/users') {
  return renderWithProviders(<UsersListPage />, { route, path: '/app/users' });
}

const table = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('UsersListPage', () => {
  it('shows Name, Email, Status, Created and Last Login, with Never for a user who never signed in', async () => {
    server.use(
      http.get(testApiUrl('/admin/users'), () =>
        HttpResponse.json({
          users: [
            makeUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', lastLoginAt: null }),
            makeUser({
              id: 'user-2',
              firstName: null,
              lastName: null,
              email: 'nameless@example.com',
              status: 'PENDING',
            }),
          ],
          total: 2,
          totalActive: 1,
        }),
      ),
    );
    renderList();

    const headers = within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Status',
      'Created',
      'Last Login',
    ]);
    const [ada, nameless] = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(ada).toEqual(['ALAda Lovelace', 'ada@example.com', 'ACTIVE', '5 Mar 2024', 'Never']);
    // No full name: the email names the user and its first letter is the avatar.
    expect(nameless?.[0]).toBe('Nnameless@example.com');
    expect(nameless?.[2]).toBe('PENDING');
  });

  it('asks for the first 25 users and offers page sizes 25, 50 and 100', async () => {
    const requests = recordApiRequests(server);
    const user = userEvent.setup();
    renderList();

    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['25', '50', '100']);
  });

  it('searches after typing pauses, from the first page, and keeps the search in the URL', async () => {
    const requests = recordApiRequests(server);
    const user = userEvent.setup();
    const view = renderList('/app/users?page=2');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'person1');

    await waitFor(() => expect(view.location().search).toBe('?q=person1'));
    await waitFor(() => expect(bodyRows()).toHaveLength(11));
    // One request for the whole word: the debounce swallowed every keystroke before it.
    expect(requests).toEqual([
      'GET /admin/users?limit=25&offset=25',
      'GET /admin/users?search=person1&limit=25&offset=0',
    ]);
  });

  it('restores search, page and page size from the URL', async () => {
    const requests = recordApiRequests(server);
    renderList('/app/users?q=example&page=2&size=50');

    await waitFor(() => expect(requests).toEqual(['GET /admin/users?search=example&limit=50&offset=50']));
    expect(screen.getByPlaceholderText('Search by name or email...')).toHaveValue('example');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('keeps the current page on screen, dimmed, while the next page loads', async () => {
    const user = userEvent.setup();
    const view = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    // Hold the next page back until the test has looked at the screen in between.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(testApiUrl('/admin/users'), async ({ request }) => {
        await released;
        return HttpResponse.json(answerUsers(request));
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(view.location().search).toBe('?page=2');
    expect(within(table()).getByText('person1@example.com')).toBeInTheDocument();
    expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(within(table()).getByText('person26@example.com')).toBeInTheDocument();
    expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('opens the user detail when a row is clicked', async () => {
    const user = userEvent.setup();
    const view = renderList();
    await user.click(await screen.findByText('person3@example.com'));
    expect(view.location().pathname).toBe('/app/users/user-3');
  });

  it('says so when no user matches', async () => {
    renderList('/app/users?q=nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows the fetch error in red when the users cannot be loaded', async () => {
    server.use(
      http.get(testApiUrl('/admin/users'), () =>
        HttpResponse.json({ code: 'X', message: 'boom' }, { status: 500 }),
      ),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the request id of the failed call for staff to quote', async () => {
    server.use(
      http.get(testApiUrl('/admin/users'), () =>
        HttpResponse.json(
          { code: 'X', message: 'boom' },
          { status: 500, headers: { 'X-Request-Id': 'req-7f3a' } },
        ),
      ),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch users$/);
    expect(screen.getByText('Request ID:', { exact: false })).toHaveTextContent('Request ID: req-7f3a');
  });
});
