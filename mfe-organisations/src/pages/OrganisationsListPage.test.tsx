import { createTestApiServer, recordApiRequests, resetApiForTests, testApiUrl } from '@portal/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Organisation, OrganisationsResponse } from '@portal/api';
import { makeOrganisation } from '../testing/fixtures';
import { renderSection } from '../testing/renderSection';

// 60 organisations: 'Org 1'..'Org 60'; every tenth is a Beta one, to search for.
const ORGANISATIONS: Organisation[] = Array.from({ length: 60 }, (_, index) => {
  const n = index + 1;
  return makeOrganisation({
    id: `org-${n}`,
    name: n % 10 === 0 ? `Beta ${n}` : `Org ${n}`,
    legalName: `Legal ${n} Pty Ltd`,
    abn: String(51_824_753_500 + n),
    createdAt: '2024-03-05T10:00:00.000Z',
    subscriptionStatus: n % 2 === 0 ? 'ACTIVE' : 'PAST_DUE',
  });
});

function answer(url: URL, organisations: Organisation[] = ORGANISATIONS): OrganisationsResponse {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const matching = organisations.filter((organisation) =>
    [organisation.name, organisation.legalName, organisation.abn].some((field) =>
      field?.toLowerCase().includes(search),
    ),
  );
  return { organisations: matching.slice(offset, offset + limit), total: matching.length, totalActive: 0 };
}

// Typing, the 300 ms debounce and re-rendering up to 50 rows, on a machine other jobs keep busy.
const BUSY_WAIT_MS = 8000;
const BUSY_TEST_TIMEOUT_MS = 20_000;
const listUrl = testApiUrl('/admin/organisations');
const server = createTestApiServer(
  http.get(listUrl, ({ request }) => HttpResponse.json(answer(new URL(request.url)))),
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

const address = () => screen.getByRole('status', { name: 'Address' });
const table = () => screen.getByRole('table', { name: 'Organisations' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Organisations list', () => {
  it('shows the first 25 organisations with name, legal name, created date and status chip', async () => {
    renderSection('/app/organisations');

    expect(await screen.findByText('Org 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Legal Name', 'Created', 'Subscription Status']);
    expect(bodyRows()).toHaveLength(25);
    const firstRow = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstRow).toEqual(['Org 1', 'Legal 1 Pty Ltd', '5 Mar 2024', 'PAST_DUE']);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/organisations?limit=25&offset=0']);
  });

  it(
    'searches once typing pauses, from the first page, and keeps the search in the URL',
    async () => {
      const user = userEvent.setup();
      renderSection('/app/organisations?page=2');
      expect(await screen.findByText('Org 26')).toBeInTheDocument();

      await user.type(screen.getByPlaceholderText('Search by name, legal name, or ABN...'), 'beta');

      await waitFor(
        () =>
          expect(firstCells()).toEqual(['Beta 10', 'Beta 20', 'Beta 30', 'Beta 40', 'Beta 50', 'Beta 60']),
        { timeout: BUSY_WAIT_MS },
      );
      expect(address()).toHaveTextContent(/^\/app\/organisations\?q=beta$/);
      // Debounced: one request for the whole word, none per keystroke; back to offset 0.
      expect(requests).toEqual([
        'GET /admin/organisations?limit=25&offset=25',
        'GET /admin/organisations?search=beta&limit=25&offset=0',
      ]);
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it(
    'finds organisations by legal name and by ABN',
    async () => {
      const user = userEvent.setup();
      renderSection('/app/organisations');
      const search = await screen.findByPlaceholderText('Search by name, legal name, or ABN...');

      await user.type(search, 'Legal 7 ');
      await waitFor(() => expect(firstCells()).toEqual(['Org 7']), { timeout: BUSY_WAIT_MS });

      await user.clear(search);
      await user.type(search, '51824753542');
      await waitFor(() => expect(firstCells()).toEqual(['Org 42']), { timeout: BUSY_WAIT_MS });
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it('restores search, page and page size from the URL', async () => {
    renderSection('/app/organisations?q=org&page=2&size=50');

    expect(await screen.findByText('Org 56')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, legal name, or ABN...')).toHaveValue('org');
    expect(requests).toEqual(['GET /admin/organisations?search=org&limit=50&offset=50']);
    expect(screen.getByText('51–54 of 54')).toBeInTheDocument();
  });

  it(
    'pages forward, keeping the previous page on screen until the next one arrives',
    async () => {
      let releaseSecondPage: () => void = () => undefined;
      const secondPageSent = new Promise<void>((resolve) => (releaseSecondPage = resolve));
      server.use(
        http.get(listUrl, async ({ request }) => {
          const url = new URL(request.url);
          if (url.searchParams.get('offset') === '25') await secondPageSent;
          return HttpResponse.json(answer(url));
        }),
      );
      const user = userEvent.setup();
      renderSection('/app/organisations');
      await screen.findByText('Org 1');

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));

      expect(address()).toHaveTextContent(/^\/app\/organisations\?page=2$/);
      await waitFor(() => expect(requests).toContain('GET /admin/organisations?limit=25&offset=25'));
      expect(screen.getByText('Org 1')).toBeInTheDocument();
      expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

      releaseSecondPage();
      expect(await screen.findByText('Org 26', {}, { timeout: BUSY_WAIT_MS })).toBeInTheDocument();
      expect(screen.queryByText('Org 1')).not.toBeInTheDocument();
      expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it(
    'changes the page size from 25 to 50 or 100, back on the first page',
    async () => {
      const user = userEvent.setup();
      renderSection('/app/organisations?page=2');
      await screen.findByText('Org 26');

      await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual(['25', '50', '100']);
      await user.click(screen.getByRole('option', { name: '50' }));

      await waitFor(() => expect(bodyRows()).toHaveLength(50), { timeout: BUSY_WAIT_MS });
      expect(address()).toHaveTextContent(/^\/app\/organisations\?size=50$/);
      expect(requests).toContain('GET /admin/organisations?limit=50&offset=0');
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it('opens the organisation when a row is clicked', async () => {
    const user = userEvent.setup();
    renderSection('/app/organisations');
    const row = await screen.findByText('Org 3');
    // The detail page it opens is not what this test is about.
    server.use(http.get(testApiUrl('/admin/*'), () => HttpResponse.json({}, { status: 404 })));

    await user.click(row);

    expect(address()).toHaveTextContent(/^\/app\/organisations\/org-3$/);
  });

  it('says when nothing matches', async () => {
    renderSection('/app/organisations?q=zzz');
    expect(await screen.findByText('No organisations found')).toBeInTheDocument();
  });

  it('shows names with markup as text', async () => {
    const name = '<img src=x onerror="alert(1)">Evil';
    server.use(
      http.get(listUrl, ({ request }) =>
        HttpResponse.json(answer(new URL(request.url), [makeOrganisation({ id: 'evil', name })])),
      ),
    );
    renderSection('/app/organisations');
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the error in red when the list cannot be fetched', async () => {
    server.use(http.get(listUrl, () => HttpResponse.json({ code: 'X', message: 'boom' }, { status: 500 })));
    renderSection('/app/organisations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch organisations');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
