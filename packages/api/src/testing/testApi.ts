import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { unload } from 'swr';
import { configureApi } from '../config/apiConfig';
import { resetAuthStoreForTests } from '../session/authStore';
import { resetOrganisationInvalidatedHandlerForTests } from '../session/organisationInvalidated';
import { rearmSessionInvalidation } from '../session/sessionEnd';
import { forgetUndeliveredSessionEvents } from '../session/sessionEvents';

export const TEST_API_URL = 'http://api.test';

/** The absolute URL of an API path, for MSW handlers: `http.get(testApiUrl('/admin/users'), ...)`. */
export function testApiUrl(path: string): string {
  return `${TEST_API_URL}${path}`;
}

/** An MSW server for the API (listen/reset/close it in the test file), with the client pointed at it. */
export function createTestApiServer(...handlers: RequestHandler[]): SetupServer {
  configureApi({ apiUrl: TEST_API_URL });
  return setupServer(...handlers);
}

/**
 * The usual jest wiring in one call (at the top of a test file): an MSW server that fails on
 * unhandled requests, and a fresh session, storage and API URL before each test.
 */
export function setupTestApi(...handlers: RequestHandler[]): SetupServer {
  const server = createTestApiServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetApiForTests());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Every request `server` sees from now on, as 'METHOD /path?query', in the order they were sent. */
export function recordApiRequests(server: SetupServer): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** Back to a fresh page: no session, empty storage, the test API URL. Call in beforeEach. */
export function resetApiForTests(): void {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStoreForTests();
  rearmSessionInvalidation();
  forgetUndeliveredSessionEvents();
  resetOrganisationInvalidatedHandlerForTests();
  // ApiProvider uses SWR's page-wide default cache; TestApiProvider brings its own.
  unload({ revalidate: false });
  configureApi({ apiUrl: TEST_API_URL });
}
