/** The request every API call sends: JSON, with the session's token when there is one. */
export function requestInit(method: string, token: string | null, body?: unknown): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}
