import { csvExportPath } from '@portal/api';
import { answerError, renderWithProviders, setupApi, testApiUrl } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ExportCsvButton, localDateStamp } from './ExportCsvButton';

const CSV = "\uFEFFName,Email\r\nAda,ada@example.com\r\n'=cmd,evil@example.com\r\n";

const { server, requests } = setupApi(
  http.get(testApiUrl('/admin/users'), () =>
    HttpResponse.text(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Total-Count': '2' } }),
  ),
);

let saved: { blob: Blob; fileName: string }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, fileName: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const renderButton = () =>
  renderWithProviders(
    <ExportCsvButton
      path={csvExportPath('/admin/users', { search: ' ada ', sort: 'name', order: 'desc' })}
      name="users"
    />,
  );

describe('ExportCsvButton', () => {
  it('says the cap, downloads the whole filtered and sorted list as CSV and saves it as a file', async () => {
    const user = userEvent.setup();
    renderButton();
    expect(screen.getByText('Exports at most 100,000 rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported 2 rows')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/users?search=ada&sort=name&order=desc&format=csv']);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    // Byte for byte, so the BOM that spreadsheet programs need is kept (text() would drop it).
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(new TextEncoder().encode(CSV));
  });

  it('says why an export failed', async () => {
    const user = userEvent.setup();
    server.use(answerError('/admin/users', 400, 'INVALID_SORT'));
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Export failed: Test answer 400 INVALID_SORT')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('says to try again shortly when the API is running too many exports (429)', async () => {
    const user = userEvent.setup();
    server.use(answerError('/admin/users', 429, 'TOO_MANY_REQUESTS'));
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(
      await screen.findByText('Export failed: Too many exports are running; try again in a few seconds'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });
});

describe('localDateStamp', () => {
  it("names the file by the user's own day, not UTC's", () => {
    // 9 am on 24 Nov in the test's zone, whatever UTC's day is then.
    expect(localDateStamp(new Date(2026, 10, 24, 9, 0))).toBe('2026-11-24');
    expect(localDateStamp(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
  });
});
