import type { AccesslogRecord, AccesslogResponse } from '@portal/contract/accesslog';
import {
  answerByQuery,
  answerError,
  columnHeaders,
  renderWithProviders,
  setupApi,
  tableRows,
} from '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessLogPage, EMPTY_TEXT, NO_SUBJECT_TEXT } from './AccessLogPage';
import { REPORT_TEXT, REPORT_WITHOUT_STAFF_TEXT } from '../components/SubjectReport';

const LIST_PATH = '/admin/access-log';
const SUBJECTS_PATH = '/admin/access-log/subjects';
const USER_ID = '0b6c1f3e-8d3a-4a51-9a7e-2f1d5c4b3a21';

const record = (seq: number, changes: Partial<AccesslogRecord> = {}): AccesslogRecord => ({
  seq,
  at: '2026-03-05T03:07:00.000Z',
  staffId: 'staff-1',
  staffEmail: 'priya.raman@example.com',
  action: 'viewed',
  resource: 'GET /admin/users/:id',
  subjects: [{ kind: 'user', id: USER_ID, label: 'Ann Lee <ann@example.test>' }],
  query: { id: USER_ID },
  status: 200,
  requestId: `req-${seq}`,
  clientAddress: '203.0.113.7',
  userAgent: 'Chromium',
  ...changes,
});

const page = (records: AccesslogRecord[], total = records.length): AccesslogResponse => ({ records, total });

const { server, requests } = setupApi(
  answerByQuery(LIST_PATH, {
    '?limit=25&offset=0': page([
      record(2, { action: 'searched', resource: 'GET /admin/users', query: { search: 'ann', limit: 25 } }),
      record(1),
    ]),
  }),
);

const renderLog = (route = '/app/access-log') =>
  renderWithProviders(<AccessLogPage />, { route, path: '/app/access-log' });

describe('AccessLogPage', () => {
  it('shows each record with its staff member, subjects, query, request id, address and agent', async () => {
    renderLog();
    await screen.findByRole('table', { name: 'Access log' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access log' })).toBeInTheDocument();
    expect(columnHeaders('Access log')).toEqual([
      'Time',
      'Staff',
      'Action',
      'Resource',
      'Subjects',
      'Query',
      'Status',
      'Request ID',
      'Address',
      'Agent',
    ]);
    const [searched] = tableRows('Access log');
    expect(searched!.slice(1)).toEqual([
      'priya.raman@example.com',
      'searched',
      'GET /admin/users',
      'user Ann Lee <ann@example.test>',
      'search=ann, limit=25',
      '200',
      'req-2',
      '203.0.113.7',
      'Chromium',
    ]);
    expect(requests).toEqual(['GET /admin/access-log?limit=25&offset=0']);
  });

  it('sends the filters in the URL to the API, a day as the bounds of the local day', async () => {
    const from = new Date(2026, 2, 1).toISOString();
    const to = new Date(2026, 2, 3).toISOString();
    const query = `?limit=25&offset=0&staff=priya.raman%40example.com&action=viewed&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    server.use(answerByQuery(LIST_PATH, { [query]: page([]) }));
    renderLog('/app/access-log?staff=priya.raman@example.com&action=viewed&from=2026-03-01&to=2026-03-02');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(requests).toEqual([`GET /admin/access-log${query}`]);
    expect(screen.getByLabelText('Staff member')).toHaveValue('priya.raman@example.com');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  });

  it('puts a typed staff member in the URL after a pause, from the first page', async () => {
    const user = userEvent.setup();
    server.use(
      answerByQuery(LIST_PATH, {
        '?limit=25&offset=0': page([record(1)]),
        '?limit=25&offset=0&staff=jordan': page([]),
      }),
    );
    const view = renderLog();
    await screen.findByRole('table', { name: 'Access log' });
    await user.type(screen.getByLabelText('Staff member'), 'jordan');
    await waitFor(() => expect(view.location().search).toBe('?staff=jordan'));
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('offers the subject access report, with and without staff, when the subject names one user', async () => {
    server.use(
      answerByQuery(LIST_PATH, { '?limit=25&offset=0&subject=ann%40example.test': page([record(1)]) }),
      answerByQuery(SUBJECTS_PATH, {
        '?subject=ann%40example.test': {
          subjects: [{ kind: 'user', id: USER_ID, label: 'Ann Lee <ann@example.test>' }],
        },
      }),
    );
    renderLog('/app/access-log?subject=ann@example.test');
    expect(await screen.findByRole('button', { name: REPORT_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REPORT_WITHOUT_STAFF_TEXT })).toBeInTheDocument();
    expect(screen.getByText('Subject: Ann Lee <ann@example.test>')).toBeInTheDocument();
  });

  it('says when the subject names no one, and offers no report', async () => {
    server.use(
      answerByQuery(LIST_PATH, { '?limit=25&offset=0&subject=nobody': page([]) }),
      answerByQuery(SUBJECTS_PATH, { '?subject=nobody': { subjects: [] } }),
    );
    renderLog('/app/access-log?subject=nobody');
    expect(await screen.findByText(NO_SUBJECT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPORT_TEXT })).not.toBeInTheDocument();
  });

  it('shows the error text when the log cannot be read', async () => {
    server.use(answerError(LIST_PATH, 403, 'FORBIDDEN'));
    renderLog();
    expect(await screen.findByText('Failed to fetch the access log')).toBeInTheDocument();
  });
});
