import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startPortal } from './startPortal';

const CONFIG_URL = 'http://localhost/portal-config.json';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

async function start() {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  document.body.append(container);
  await act(() => startPortal(container));
}

test.each([
  ['missing', () => new HttpResponse('Not found', { status: 404 }), 'portal-config.json answered HTTP 404'],
  ['not JSON', () => new HttpResponse('<html>', { status: 200 }), 'portal-config.json is not valid JSON'],
  [
    'without an API URL',
    () => HttpResponse.json({ sections: [] }),
    'portal-config.json needs "apiUrl", an http(s) URL',
  ],
  [
    'with a section without its manifest',
    () =>
      HttpResponse.json({
        apiUrl: 'http://localhost:4000',
        sections: [{ name: 'reports', label: 'Reports', icon: 'reports', basePath: '/app/reports' }],
      }),
    'portal-config.json: section "reports" needs "manifestUrl", an http(s) URL',
  ],
  ['unreachable', () => HttpResponse.error(), 'portal-config.json could not be fetched'],
])('portal-config.json %s: an error page names the problem', async (_case, answer, message) => {
  server.use(http.get(CONFIG_URL, answer));
  await start();
  expect(screen.getByRole('heading', { name: 'The admin portal could not start' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
});
