// The one HTTP client of the portal (docs/product.md "Calls"): JSON, bearer token, runtime base URL, and
// every failure turned into an ApiError by the section 8 rules.
import { getApiConfig } from '../config/apiConfig';
import { getToken } from '../session/storedSession';
import { ApiError } from './ApiError';
import { INVALID_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from './errorTexts';
import { errorForFailedResponse } from './failedResponse';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `path?a=1&b=2` with the parameters in the order given and undefined ones left out. */
export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([name, value]) => {
    if (value !== undefined) params.append(name, String(value));
  });
  const queryString = params.toString();
  return queryString ? `${path}?${queryString}` : path;
}

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
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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
