import { recordApiRequests, setupTestApi, testApiUrl } from '@portal/api/testing';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';

export interface TestApi {
  /** The MSW server: `server.use(...)` changes an answer for one test. */
  server: SetupServer;
  /** The requests the current test sent, as 'GET /admin/users?limit=25&offset=0', oldest first. */
  requests: string[];
}

/**
 * The API of a test file (call at the top): MSW answering with `handlers`, failing on any other
 * request, a fresh session before each test, and the requests each test sends.
 */
export function setupApi(...handlers: RequestHandler[]): TestApi {
  const server = setupTestApi(...handlers);
  const requests = recordApiRequests(server);
  beforeEach(() => {
    requests.length = 0;
  });
  return { server, requests };
}

/**
 * GET `path` answered with a fixed body per query string ('' for none, else '?limit=25&offset=0'),
 * so a test states what the API answers to each request the screen should send. Any other query
 * gets a 501 naming it, which the screen shows as its error. With `wait`, answers are held until it
 * resolves (`createGate`), to look at the screen in between.
 */
export function answerByQuery(
  path: string,
  answers: Record<string, JsonBodyType>,
  { wait }: { wait?: Promise<void> } = {},
): RequestHandler {
  return http.get(testApiUrl(path), async ({ request }) => {
    await wait;
    const { search } = new URL(request.url);
    if (!Object.hasOwn(answers, search)) {
      return HttpResponse.json(
        { code: 'NO_TEST_ANSWER', message: `No test answer for ${path}${search}` },
        { status: 501 },
      );
    }
    return HttpResponse.json(answers[search]);
  });
}

/** GET `path` failing with `status` and an error body of the API's shape, with `code`. */
export function answerError(path: string, status: number, code = 'ERROR'): RequestHandler {
  return http.get(testApiUrl(path), () =>
    HttpResponse.json({ code, message: `Test answer ${status} ${code}` }, { status }),
  );
}
