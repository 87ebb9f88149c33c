// The one HTTP client of the portal (docs/product.md "Calls"): JSON, bearer token, runtime base URL, and
// every failure turned into an ApiError by the section 8 rules.
import { getApiConfig } from '../config/apiConfig';
import { getToken } from '../session/storedSession';
import { ApiError } from './ApiError';
import { INVALID_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from './errorTexts';
import { errorForFailedResponse } from './failedResponse';
import { requestInit } from './requestInit';
import { withQuery, type Query } from './withQuery';

export { withQuery, type Query, type QueryValue } from './withQuery';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function readBody<T>(response: Response): Promise<T> {
  try {
    const text = await response.text();
    // Answers the caller does not read (logout, 204) may be empty.
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    throw new ApiError(INVALID_RESPONSE_TEXT, response.status);
  }
}

/** Sends a request with the session's token; a non-2xx answer throws its ApiError (section 8). */
async function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const url = `${getApiConfig().apiUrl}${path}`;
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, requestInit(method, token, body));
  } catch {
    throw new ApiError(NETWORK_ERROR_TEXT, 0);
  }
  if (!response.ok) throw await errorForFailedResponse(response, path, token);
  return response;
}

async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send(method, path, body));
}

export const apiClient = {
  get: <T>(path: string, query?: Query): Promise<T> => request<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: unknown): Promise<T> => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown): Promise<T> => request<T>('PUT', path, body),
  delete: <T>(path: string): Promise<T> => request<T>('DELETE', path),
  /** The answer itself, for bodies read as a stream (CSV exports). */
  getResponse: (path: string): Promise<Response> => send('GET', path),
};

/**
 * The answer to a GET of `path` sent before this client loaded (sendEarlyGet), read by the same
 * rules; one that was not sent, or was refused with a 401, is asked again here, so a stale token is
 * refreshed; any other failure is its ApiError, without a second request.
 */
export async function getSent<T>(path: string, sent: Promise<Response | undefined>): Promise<T> {
  const response = await sent;
  if (response?.ok) return readBody<T>(response);
  // A refusal of the server's own (404, 403, 500) is the answer: asking again would only send the
  // same call twice. Only an unsent call or a 401 (a token to refresh) is asked again.
  if (response && response.status !== 401) throw await errorForFailedResponse(response, path, getToken());
  return request<T>('GET', path);
}
