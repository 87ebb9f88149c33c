import type { UsersResponse } from '@portal/contract/users';
import {
  answerByQuery,
  answerError,
  bodyRows,
  columnHeaders,
  createGate,
  makeUser,
  numbered,
  renderWithProviders,
  setupApi,
  table,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UsersListPage } from './UsersListPage';

const LIST_PATH = '/admin/users';
const SEARCH_PLACEHOLDER = 'Search by name or email...';

/** The API's answer: users `first`..`last` (person{n}@example.com) of `total`. */
function users(first: number, last: number, total: number): UsersResponse {
  return {
    users: numbered(first, last, (n) =>
      makeUser({
        id: `user-${n}`,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        email: `person${n}@example.com`,
      }),
    ),
    total,
    totalActive: total,
  };
}

const ANSWERS = {
  '?limit=25&offset=0': users(1, 25, 30),
  '?limit=25&offset=25': users(26, 30, 30),
  '?search=person1&limit=25&offset=0': users(10, 19, 10),
  '?search=example&limit=50&offset=50': { users: [], total: 30, totalActive: 30 },
  '?search=nobody&limit=25&offset=0': { users: [], total: 0, totalActive: 0 },
  '?limit=25&offset=0&sort=email&order=asc': users(1, 25, 30),
  '?limit=25&offset=0&sort=email&order=desc': users(6, 30, 30),
};

const { server, requests } = setupApi(answerByQuery(LIST_PATH, ANSWERS));

const renderList = (route = '/app/users') =>
  renderWithProviders(<UsersListPage />, { route, path: '/app/users' });
const emails = () => tableRows('Users').map((cells) => cells[1]);

describe('UsersListPage', () => {
  it('shows Name, Email, Status, Created and Last Login, with Never for a user who never signed in', async () => {
    server.use(
      answerByQuery(LIST_PATH, {
        '?limit=25&offset=0': {
          users: [
            makeUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', lastLoginAt: null }),
            makeUser({
              id: 'user-2',
              firstName: null,
              lastName: null,
              email: 'nameless@example.com',
              status: 'PENDING',
              emailVerified: false,
            }),
          ],
          total: 2,
          totalActive: 1,
        },
      }),
    );
    renderList();

    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(columnHeaders('Users')).toEqual([
      'Name',
      'Email',
      'Status',
      'Email Verified',
      'Created',
      'Last Login',
    ]);
    const [ada, nameless] = tableRows('Users');
    expect(ada).toEqual(['ALAda Lovelace', 'ada@example.com', 'ACTIVE', 'Yes', '5 Mar 2024', 'Never']);
    // No full name: the email names the user and its first letter is the avatar.
    expect(nameless?.[0]).toBe('Nnameless@example.com');
    expect(nameless?.[2]).toBe('PENDING');
    expect(nameless?.[3]).toBe('No');
  });

  it('asks for the first 25 users and offers page sizes 25, 50 and 100', async () => {
    const user = userEvent.setup();
    renderList();

    await waitFor(() => expect(bodyRows('Users')).toHaveLength(25));
    expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['25', '50', '100']);
  });

  it('sends the search after typing pauses, from the first page, keeps it in the URL and shows the answer', async () => {
    const user = userEvent.setup();
    const view = renderList('/app/users?page=2');
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(5));

    await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'person1');

    await waitFor(() => expect(view.location().search).toBe('?q=person1'));
    await waitFor(() => expect(emails()).toHaveLength(10));
    expect(emails()[0]).toBe('person10@example.com');
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
    // One request for the whole word: the debounce swallowed every keystroke before it.
    expect(requests).toEqual([
      'GET /admin/users?limit=25&offset=25',
      'GET /admin/users?search=person1&limit=25&offset=0',
    ]);
  });

  it('restores search, page and page size from the URL', async () => {
    renderList('/app/users?q=example&page=2&size=50');

    await waitFor(() => expect(requests).toEqual(['GET /admin/users?search=example&limit=50&offset=50']));
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toHaveValue('example');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('keeps the current page on screen, dimmed, while the next page loads', async () => {
    const user = userEvent.setup();
    const view = renderList();
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(25));
    const nextPage = createGate();
    server.use(answerByQuery(LIST_PATH, ANSWERS, { wait: nextPage.wait }));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(view.location().search).toBe('?page=2');
    expect(within(table('Users')).getByText('person1@example.com')).toBeInTheDocument();
    expect(table('Users').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    nextPage.open();
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(5));
    expect(within(table('Users')).getByText('person26@example.com')).toBeInTheDocument();
    expect(table('Users').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('makes each row a link to the user detail, which a click opens in place', async () => {
    const user = userEvent.setup();
    const view = renderList();
    const link = await screen.findByRole('link', { name: /First3 Last3/ });
    expect(link).toHaveAttribute('href', '/app/users/user-3');
    await user.click(link);
    expect(view.location().pathname).toBe('/app/users/user-3');
  });

  it('sorts on the server by a header click, kept in the URL, back on the first page; a second click flips it', async () => {
    const user = userEvent.setup();
    const view = renderList('/app/users?page=2');
    await screen.findByText('person26@example.com');

    await user.click(within(table('Users')).getByRole('button', { name: 'Email' }));
    await screen.findByText('person1@example.com', undefined, { timeout: 8000 });
    expect(view.location().url).toBe('/app/users?sort=email&order=asc');
    expect(within(table('Users')).getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(table('Users')).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(emails()[0]).toBe('person6@example.com'), { timeout: 8000 });
    expect(view.location().url).toBe('/app/users?sort=email&order=desc');
    expect(requests.slice(-2)).toEqual([
      'GET /admin/users?limit=25&offset=0&sort=email&order=asc',
      'GET /admin/users?limit=25&offset=0&sort=email&order=desc',
    ]);
    // Two renders of 25 rows each: slow on a busy machine.
  }, 20_000);

  it('says so when the answer is empty', async () => {
    renderList('/app/users?q=nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows the fetch error in red when the users cannot be loaded', async () => {
    server.use(answerError(LIST_PATH, 500));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the request id of the failed call for staff to quote', async () => {
    server.use(
      http.get(testApiUrl(LIST_PATH), () =>
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

// A page of 25 rows re-renders slowly on a busy machine: how long to wait for the screen after a change.
const AFTER_A_CHANGE = { timeout: 8000 };

/** Users `first`..`last` whose email is verified or not, of `total`. */
function verifiedUsers(first: number, last: number, emailVerified: boolean, total: number): UsersResponse {
  const page = users(first, last, total);
  return { ...page, users: page.users.map((user) => ({ ...user, emailVerified })) };
}

describe('UsersListPage Email verified filter and column', () => {
  const verifiedColumn = () => tableRows('Users').map((cells) => cells[3]);
  const filter = () => screen.getByRole('combobox', { name: 'Email verified' });

  beforeEach(() => {
    server.use(
      answerByQuery(LIST_PATH, {
        '?limit=25&offset=0': users(1, 25, 30),
        '?limit=25&offset=25': users(26, 30, 30),
        '?limit=25&offset=0&emailVerified=true': verifiedUsers(1, 18, true, 18),
        '?limit=25&offset=0&emailVerified=false': verifiedUsers(19, 30, false, 12),
        '?search=person2&limit=25&offset=0&emailVerified=false': verifiedUsers(20, 29, false, 10),
        '?limit=25&offset=0&emailVerified=true&sort=emailVerified&order=desc': verifiedUsers(1, 18, true, 18),
        '?limit=25&offset=0&sort=emailVerified&order=asc': {
          ...users(1, 25, 30),
          users: [...verifiedUsers(19, 30, false, 30).users, ...verifiedUsers(1, 13, true, 30).users],
        },
        '?limit=25&offset=0&sort=emailVerified&order=desc': verifiedUsers(1, 25, true, 30),
      }),
    );
  });

  it('offers Any, Yes and No, sends emailVerified=true, false or nothing, back on the first page, kept in the URL', async () => {
    const user = userEvent.setup();
    const view = renderList('/app/users?page=2');
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(5), AFTER_A_CHANGE);
    expect(filter()).toHaveTextContent('Any');

    await user.click(filter());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Yes', 'No']);
    await user.click(screen.getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(18), AFTER_A_CHANGE);
    expect(view.location().search).toBe('?emailVerified=true');
    expect(screen.getByText('1–18 of 18')).toBeInTheDocument();
    expect(new Set(verifiedColumn())).toEqual(new Set(['Yes']));

    await user.click(filter());
    await user.click(screen.getByRole('option', { name: 'No' }));
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(12), AFTER_A_CHANGE);
    expect(view.location().search).toBe('?emailVerified=false');
    expect(screen.getByText('1–12 of 12')).toBeInTheDocument();
    expect(new Set(verifiedColumn())).toEqual(new Set(['No']));

    await user.click(filter());
    await user.click(screen.getByRole('option', { name: 'Any' }));
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(25), AFTER_A_CHANGE);
    expect(view.location().search).toBe('');
    expect(requests).toEqual([
      'GET /admin/users?limit=25&offset=25',
      'GET /admin/users?limit=25&offset=0&emailVerified=true',
      'GET /admin/users?limit=25&offset=0&emailVerified=false',
      'GET /admin/users?limit=25&offset=0',
    ]);
  }, 60_000);

  it('restores the filter from the URL beside the search', async () => {
    renderList('/app/users?q=person2&emailVerified=false');
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(10), AFTER_A_CHANGE);
    expect(filter()).toHaveTextContent('No');
    expect(requests).toEqual(['GET /admin/users?search=person2&limit=25&offset=0&emailVerified=false']);
  });

  it('asks for every user when the URL names a value the filter does not know', async () => {
    renderList('/app/users?emailVerified=maybe');
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(25), AFTER_A_CHANGE);
    expect(filter()).toHaveTextContent('Any');
    expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']);
  });

  it('sorts by the Email Verified header: unverified first, then verified first, with the filter kept', async () => {
    const user = userEvent.setup();
    const view = renderList();
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(25), AFTER_A_CHANGE);

    await user.click(within(table('Users')).getByRole('button', { name: 'Email Verified' }));
    await waitFor(() => expect(verifiedColumn()[0]).toBe('No'), AFTER_A_CHANGE);
    expect(view.location().search).toBe('?sort=emailVerified&order=asc');
    expect(within(table('Users')).getByRole('columnheader', { name: 'Email Verified' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table('Users')).getByRole('button', { name: 'Email Verified' }));
    await waitFor(() => expect(verifiedColumn()[0]).toBe('Yes'), AFTER_A_CHANGE);

    await user.click(filter());
    await user.click(screen.getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(18), AFTER_A_CHANGE);
    expect(view.location().search).toBe('?sort=emailVerified&order=desc&emailVerified=true');
    expect(requests).toEqual([
      'GET /admin/users?limit=25&offset=0',
      'GET /admin/users?limit=25&offset=0&sort=emailVerified&order=asc',
      'GET /admin/users?limit=25&offset=0&sort=emailVerified&order=desc',
      'GET /admin/users?limit=25&offset=0&emailVerified=true&sort=emailVerified&order=desc',
    ]);
  }, 60_000);

  it('says so when no user matches the filter', async () => {
    server.use(
      answerByQuery(LIST_PATH, {
        '?limit=25&offset=0&emailVerified=false': { users: [], total: 0, totalActive: 0 },
      }),
    );
    renderList('/app/users?emailVerified=false');
    expect(await screen.findByText('No users found', undefined, AFTER_A_CHANGE)).toBeInTheDocument();
  });

  it('shows the fetch error in red when the filtered list cannot be loaded', async () => {
    server.use(answerError(LIST_PATH, 500));
    renderList('/app/users?emailVerified=true');
    expect(await screen.findByRole('alert', undefined, AFTER_A_CHANGE)).toHaveTextContent(
      'Failed to fetch users',
    );
  });

  it('exports the filtered list: its CSV request carries the filter', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(testApiUrl(LIST_PATH), ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'csv'
          ? HttpResponse.text('Name,Email Verified\r\nFirst1 Last1,Yes\r\n', {
              headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': '1' },
            })
          : undefined,
      ),
    );
    URL.createObjectURL = () => 'blob:users';
    URL.revokeObjectURL = () => undefined;
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList('/app/users?emailVerified=true');
    await waitFor(() => expect(bodyRows('Users')).toHaveLength(18), AFTER_A_CHANGE);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported 1 rows', undefined, AFTER_A_CHANGE)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('GET /admin/users?emailVerified=true&format=csv');
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
  }, 60_000);
});
