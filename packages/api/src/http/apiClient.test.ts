import { http, HttpResponse } from 'msw';
import { createTestApiServer, resetApiForTests, testApiUrl } from '../testing';
import { configureApi } from '../config/apiConfig';
import { apiClient, getSent, withQuery } from './apiClient';
import { ApiError } from './ApiError';
import { sendEarlyGet } from './earlyGet';

const server = createTestApiServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApiForTests());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers with what the request looked like. */
function echo() {
  return http.all(testApiUrl('/echo'), async ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      method: request.method,
      url: `${url.origin}${url.pathname}${url.search}`,
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
      body: request.method === 'GET' ? null : await request.text(),
    });
  });
}

describe('withQuery', () => {
  it('keeps the given order and leaves out undefined values', () => {
    expect(withQuery('/admin/users', { search: 'ada lovelace', limit: 25, offset: undefined })).toBe(
      '/admin/users?search=ada+lovelace&limit=25',
    );
    expect(withQuery('/admin/users', { offset: 0, limit: 1 })).toBe('/admin/users?offset=0&limit=1');
    expect(withQuery('/admin/growth', {})).toBe('/admin/growth');
    expect(withQuery('/admin/growth')).toBe('/admin/growth');
  });
});

describe('apiClient', () => {
  it('sends JSON to the configured base URL without a bearer header when there is no token', async () => {
    server.use(echo());
    await expect(apiClient.get('/echo', { limit: 10, offset: 20 })).resolves.toEqual({
      method: 'GET',
      url: 'http://api.test/echo?limit=10&offset=20',
      contentType: 'application/json',
      authorization: null,
      body: null,
    });
  });

  it('adds the bearer header when localStorage holds a token', async () => {
    server.use(echo());
    localStorage.setItem('token', 'token-abc');
    await expect(apiClient.get('/echo')).resolves.toMatchObject({ authorization: 'Bearer token-abc' });
  });

  it('follows a reconfigured base URL', async () => {
    configureApi({ apiUrl: 'http://other-api.test/v2/' });
    server.use(http.get('http://other-api.test/v2/echo', () => HttpResponse.json({ from: 'other' })));
    await expect(apiClient.get('/echo')).resolves.toEqual({ from: 'other' });
  });

  it('sends POST, PUT and DELETE with their JSON bodies', async () => {
    server.use(echo());
    await expect(apiClient.post('/echo', { name: 'Acme' })).resolves.toMatchObject({
      method: 'POST',
      body: '{"name":"Acme"}',
    });
    await expect(apiClient.put('/echo', { name: 'Acme 2' })).resolves.toMatchObject({
      method: 'PUT',
      body: '{"name":"Acme 2"}',
    });
    await expect(apiClient.delete('/echo')).resolves.toMatchObject({ method: 'DELETE', body: '' });
    await expect(apiClient.post('/echo')).resolves.toMatchObject({ method: 'POST', body: '' });
  });

  it('resolves an empty answer to undefined', async () => {
    server.use(http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })));
    await expect(apiClient.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get(testApiUrl('/admin/growth'), () => HttpResponse.error()));
    const error = await apiClient.get('/admin/growth').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  });

  it("gives other failures the body's message and code", async () => {
    server.use(
      http.get(testApiUrl('/admin/organisations/nope'), () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Organisation not found' }, { status: 404 }),
      ),
    );
    await expect(apiClient.get('/admin/organisations/nope')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Organisation not found',
    });
  });

  it('gives a generic message when the failure has no JSON body', async () => {
    server.use(
      http.get(testApiUrl('/admin/growth'), () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    await expect(apiClient.get('/admin/growth')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('rejects a success answer that is not JSON', async () => {
    server.use(http.get(testApiUrl('/admin/growth'), () => new HttpResponse('not json', { status: 200 })));
    await expect(apiClient.get('/admin/growth')).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an invalid response',
    });
  });
});

describe('a GET sent before the client loaded (sendEarlyGet, getSent)', () => {
  it('sends the request the client sends, with the stored token, and the client reads its answer', async () => {
    server.use(echo());
    localStorage.setItem('token', 'token-early');
    const sent = sendEarlyGet('http://api.test', '/echo?limit=1');

    await expect(getSent('/echo?limit=1', sent)).resolves.toEqual({
      method: 'GET',
      url: 'http://api.test/echo?limit=1',
      contentType: 'application/json',
      authorization: 'Bearer token-early',
      body: null,
    });
  });

  it('takes a refusal of the early answer (404, 503) as the error, without a second request', async () => {
    const requests: string[] = [];
    const statuses = [404, 503];
    server.use(
      http.get(testApiUrl('/echo'), ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json(
          { code: 'NOT_FOUND', message: 'User not found' },
          { status: statuses.shift() },
        );
      }),
    );
    await expect(getSent('/echo', sendEarlyGet('http://api.test', '/echo'))).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    await expect(getSent('/echo', sendEarlyGet('http://api.test', '/echo'))).rejects.toMatchObject({
      status: 503,
    });
    expect(requests).toEqual(['http://api.test/echo', 'http://api.test/echo']);
  });

  it("asks again through the client when the early answer is a 401, so its token handling is the client's", async () => {
    const statuses = [401, 200];
    const requests: string[] = [];
    server.use(
      http.get(testApiUrl('/echo'), ({ request }) => {
        requests.push(request.url);
        const status = statuses.shift();
        return status === 200
          ? HttpResponse.json({ second: true })
          : HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'expired' } }, { status });
      }),
    );
    const sent = sendEarlyGet('http://api.test', '/echo');

    await expect(getSent('/echo', sent)).resolves.toEqual({ second: true });
    expect(requests).toEqual(['http://api.test/echo', 'http://api.test/echo']);
  });

  it('asks again when the early request could not be sent, and reports a failure of that one', async () => {
    server.use(http.get(testApiUrl('/echo'), () => HttpResponse.error()));
    const sent = sendEarlyGet('http://api.test', '/echo');
    await expect(sent).resolves.toBeUndefined();

    await expect(getSent('/echo', sent)).rejects.toMatchObject({ status: 0 });
  });
});
