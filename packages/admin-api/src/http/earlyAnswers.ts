import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES, REQUEST_ID_HEADER, type ApiErrorBody } from '@portal/api/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Node's refusals of a request it could not even read, by its parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line and headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, message: 'The request is not well-formed HTTP' };

/**
 * The answers made before routing, with what every other answer carries: a request id, the
 * security headers and the `{code, message}` shape. Fastify's framework errors (a URL that is not
 * percent-encoded UTF-8, a path parameter too long) skip the request hooks; client errors (a
 * request Node cannot parse, or whose URL and headers are too large) never become requests at all.
 */
export function earlyAnswerOptions(
  securityHeaders: Readonly<Record<string, string>>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .headers(securityHeaders)
        .header(REQUEST_ID_HEADER, request.id)
        .status(status)
        .send({ code: API_ERROR_CODES.badRequest, message: error.message } satisfies ApiErrorBody);
    },
    clientErrorHandler(
      this: { log: { info: (fields: object, message: string) => void } },
      error,
      socket: Socket,
    ) {
      // A connection reset leaves nobody to answer.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
      const { status, message } = CLIENT_ERRORS[(error as NodeJS.ErrnoException).code ?? ''] ?? MALFORMED;
      const requestId = randomUUID();
      this.log.info(
        { reqId: requestId, status, code: (error as NodeJS.ErrnoException).code },
        'request refused before routing',
      );
      const body = JSON.stringify({ code: API_ERROR_CODES.badRequest, message } satisfies ApiErrorBody);
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
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
      socket.destroy();
    },
  };
}
