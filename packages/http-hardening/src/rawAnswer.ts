import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES, REQUEST_ID_HEADER, type ApiErrorBody } from '@portal/contract';

/** The `{code, message}` code of an error status. */
export function errorCodeFor(status: number): string {
  if (status === 404) return API_ERROR_CODES.notFound;
  if (status === 429) return API_ERROR_CODES.tooManyRequests;
  return status >= 500 ? API_ERROR_CODES.internal : API_ERROR_CODES.badRequest;
}

/**
 * Answers `status` straight on the socket, in the shape of every answer (`{code, message}`, a
 * fresh request id, `securityHeaders`), and closes it: for what is refused before Node made a
 * request of it (a request it cannot parse, a connection over the cap). Returns the id.
 */
export function rawErrorAnswer(
  socket: Socket,
  status: number,
  message: string,
  securityHeaders: Readonly<Record<string, string>>,
): string {
  const requestId = randomUUID();
  const body = JSON.stringify({ code: errorCodeFor(status), message } satisfies ApiErrorBody);
  const headers = {
    ...securityHeaders,
    [REQUEST_ID_HEADER]: requestId,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroySoon();
  return requestId;
}
