import { REQUEST_ID_HEADER, type ApiErrorBody } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { errorCodeFor, rawErrorAnswer } from './rawAnswer';

/** Node's refusals of a request it could not even read, by its parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line and headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, message: 'The request is not well-formed HTTP' };

type HeadersNow = Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);

/**
 * The answers made before routing, with what every other answer carries: a request id, the
 * security headers and the `{code, message}` shape. Fastify's framework errors (a URL that is not
 * percent-encoded UTF-8, a path parameter too long) skip the request hooks; client errors (a
 * request Node cannot parse, or whose URL and headers are too large) never become requests at all.
 * `securityHeaders` is the set itself, or how to read the current one (the static servers').
 */
export function earlyAnswerOptions(
  securityHeaders: HeadersNow,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const headersNow = typeof securityHeaders === 'function' ? securityHeaders : () => securityHeaders;
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .headers(headersNow())
        .header(REQUEST_ID_HEADER, request.id)
        .status(status)
        .send({ code: errorCodeFor(status), message: error.message } satisfies ApiErrorBody);
    },
    clientErrorHandler(
      this: { log: { info: (fields: object, message: string) => void } },
      error,
      socket: Socket,
    ) {
      // A connection reset leaves nobody to answer.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
      const { status, message } = CLIENT_ERRORS[(error as NodeJS.ErrnoException).code ?? ''] ?? MALFORMED;
      const requestId = rawErrorAnswer(socket, status, message, headersNow());
      this.log.info(
        { reqId: requestId, status, code: (error as NodeJS.ErrnoException).code },
        'request refused before routing',
      );
    },
  };
}
