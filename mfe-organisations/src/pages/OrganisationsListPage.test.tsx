import type { OrganisationsResponse } from '@portal/contract/organisations';
import {
  answerByQuery,
  answerError,
  bodyRows,
  columnHeaders,
  createGate,
  numbered,
  renderWithProviders,
  setupApi,
  table,
  tableRows,
  testApiUrl,
} from '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeOrganisation } from '../testing/fixtures';
import Section from '../Section';

const LIST_PATH = '/admin/organisations';
const SEARCH_PLACEHOLDER = 'Search by name, legal name, or ABN...';

/** The API's answer: organisations `first`..`last` ('Org n') of `total`. */
function organisations(first: number, last: number, total: number): OrganisationsResponse {
  return {
    organisations: numbered(first, last, (n) =>
      makeOrganisation({
        id: `org-${n}`,
        name: `Org ${n}`,
        legalName: `Legal ${n} Pty Ltd`,
        createdAt: '2024-03-05T10:00:00.000Z',
        subscriptionStatus: n % 2 === 0 ? 'ACTIVE' : 'PAST_DUE',
      }),
    ),
    total,
    totalActive: 0,
  };
}

const ANSWERS = {
  '?limit=25&offset=0': organisations(1, 25, 60),
  '?limit=25&offset=25': organisations(26, 50, 60),
  '?limit=50&offset=0': organisations(1, 50, 60),
  '?search=beta&limit=25&offset=0': organisations(7, 8, 2),
  '?search=org&limit=50&offset=50': organisations(51, 54, 54),
  '?search=zzz&limit=25&offset=0': { organisations: [], total: 0, totalActive: 0 },
};

// Typing, the 300 ms debounce and re-rendering up to 50 rows, on a machine other jobs keep busy.
const BUSY_WAIT_MS = 8000;
const BUSY_TEST_TIMEOUT_MS = 20_000;

const { server, requests } = setupApi(answerByQuery(LIST_PATH, ANSWERS));

const renderList = (route: string) =>
  renderWithProviders(<Section />, { route, path: '/app/organisations/*' });
const names = () => tableRows('Organisations').map((cells) => cells[0]);

describe('Organisations list', () => {
  it('asks for the first 25 and shows name, legal name, created date and status chip', async () => {
    renderList('/app/organisations');

    expect(await screen.findByText('Org 1')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/organisations?limit=25&offset=0']);
    expect(screen.getByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();
    expect(columnHeaders('Organisations')).toEqual(['Name', 'Legal Name', 'Created', 'Subscription Status']);
    expect(bodyRows('Organisations')).toHaveLength(25);
    expect(tableRows('Organisations')[0]).toEqual(['Org 1', 'Legal 1 Pty Ltd', '5 Mar 2024', 'PAST_DUE']);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it(
    'sends the search once typing pauses, from the first page, keeps it in the URL and shows the answer',
    async () => {
      const user = userEvent.setup();
      const view = renderList('/app/organisations?page=2');
      expect(await screen.findByText('Org 26')).toBeInTheDocument();

      await user.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'beta');

      await waitFor(() => expect(names()).toEqual(['Org 7', 'Org 8']), { timeout: BUSY_WAIT_MS });
      expect(view.location().url).toBe('/app/organisations?q=beta');
      // Debounced: one request for the whole word, none per keystroke; back to offset 0.
      expect(requests).toEqual([
        'GET /admin/organisations?limit=25&offset=25',
        'GET /admin/organisations?search=beta&limit=25&offset=0',
      ]);
      expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it('restores search, page and page size from the URL', async () => {
    renderList('/app/organisations?q=org&page=2&size=50');

    expect(await screen.findByText('Org 54')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/organisations?search=org&limit=50&offset=50']);
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toHaveValue('org');
    expect(screen.getByText('51–54 of 54')).toBeInTheDocument();
  });

  it(
    'pages forward, keeping the previous page on screen, dimmed, until the next one arrives',
    async () => {
      const secondPage = createGate();
      const user = userEvent.setup();
      const view = renderList('/app/organisations');
      await screen.findByText('Org 1');
      server.use(answerByQuery(LIST_PATH, ANSWERS, { wait: secondPage.wait }));

      await user.click(screen.getByRole('button', { name: 'Go to next page' }));

      expect(view.location().url).toBe('/app/organisations?page=2');
      await waitFor(() => expect(requests).toContain('GET /admin/organisations?limit=25&offset=25'));
      expect(screen.getByText('Org 1')).toBeInTheDocument();
      expect(table('Organisations').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

      secondPage.open();
      expect(await screen.findByText('Org 26', {}, { timeout: BUSY_WAIT_MS })).toBeInTheDocument();
      expect(screen.queryByText('Org 1')).not.toBeInTheDocument();
      expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
      expect(table('Organisations').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it(
    'offers 25, 50 and 100 rows per page; a new size asks for the first page',
    async () => {
      const user = userEvent.setup();
      const view = renderList('/app/organisations?page=2');
      await screen.findByText('Org 26');

      await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toEqual(['25', '50', '100']);
      await user.click(screen.getByRole('option', { name: '50' }));

      await waitFor(() => expect(bodyRows('Organisations')).toHaveLength(50), { timeout: BUSY_WAIT_MS });
      expect(view.location().url).toBe('/app/organisations?size=50');
      expect(requests.at(-1)).toBe('GET /admin/organisations?limit=50&offset=0');
    },
    BUSY_TEST_TIMEOUT_MS,
  );

  it('opens the organisation when a row is clicked', async () => {
    const user = userEvent.setup();
    const view = renderList('/app/organisations');
    const row = await screen.findByText('Org 3');
    // The detail page it opens is not what this test is about.
    server.use(http.get(testApiUrl('/admin/*'), () => HttpResponse.json({}, { status: 404 })));

    await user.click(row);

    expect(view.location().url).toBe('/app/organisations/org-3');
  });

  it('says so when the answer is empty', async () => {
    renderList('/app/organisations?q=zzz');
    expect(await screen.findByText('No organisations found')).toBeInTheDocument();
  });

  it('shows names with markup as text', async () => {
    const name = '<img src=x onerror="alert(1)">Evil';
    server.use(
      answerByQuery(LIST_PATH, {
        '?limit=25&offset=0': {
          organisations: [makeOrganisation({ id: 'evil', name })],
          total: 1,
          totalActive: 0,
        },
      }),
    );
    renderList('/app/organisations');
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the error in red when the list cannot be fetched', async () => {
    server.use(answerError(LIST_PATH, 500));
    renderList('/app/organisations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch organisations');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
