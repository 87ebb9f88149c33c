import replyFrom from '@fastify/reply-from';
import { errorCodeFor } from '@portal/http-hardening';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';

/**
 * Where the reference API's paths start (docs/product.md "Screens"). The portal's own `/auth/callback` and
 * `/auth/bridge` screens are not among them, so the shell's server still answers those with its page.
 */
export const API_PATH_PREFIXES = ['/admin/', '/user/', '/auth/oauth/', '/auth/refresh', '/auth/logout'];

/** Whether this server forwards `url` to the API (a path of `API_PATH_PREFIXES`). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  );
}

/** What the proxy buffers of a body at most: more than the API accepts (16 KB), so the API's own 413 answers. */
const PROXIED_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Where the shell's server forwards the API's paths: the embedded API's Unix socket, which only
 * this proxy uses and on which alone the API believes `X-Forwarded-*`; or a separate API's URL,
 * which must trust this hop some other way (its TRUST_PROXY).
 */
export type ApiUpstream = { socketPath: string } | { url: string };

/** What the proxy answers while the API does not listen (restarting, or ended): a clear 503, at once. */
export const API_UNAVAILABLE = {
  code: errorCodeFor(503),
  message: 'The admin API is not running (restarting?); try again in a moment.',
};

/** What the proxy answers when the API closed the connection before answering a call it does not send twice. */
export const API_DROPPED_CONNECTION = {
  code: errorCodeFor(502),
  message: 'The admin API closed the connection before it answered (restarting?); try again in a moment.',
};

// The upstream is not there: no socket file (ENOENT) or nobody listening on it or the port.
const API_DOWN_CODES = new Set(['ENOENT', 'ECONNREFUSED']);

// The API closed the connection before it answered: it is stopping (a restart closes its kept-alive
// connections) or the connection had idled out as the proxy sent on it. The same error both ways.
const DROPPED_CONNECTION_CODES = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);

// A call the API may safely get twice goes again on a new connection: there the stopping API's
// socket is gone (503 below) or the API answers. Twice at most, as the pool may hold other stale ones.
const RETRIED_METHODS = new Set(['GET', 'HEAD']);
const DROPPED_CONNECTION_RETRIES = 2;

function errorCode(error: Error | null | undefined): string | undefined {
  return (error as NodeJS.ErrnoException | null | undefined)?.code;
}

/**
 * Answers the API's paths on this server by forwarding them to `upstream`, so the portal calls its
 * API on its own origin: no CORS preflight before each call.
 */
export async function registerApiProxy(app: FastifyInstance, upstream: ApiUpstream): Promise<void> {
  await app.register(async (proxy) => {
    await proxy.register(replyFrom, {
      ...('socketPath' in upstream
        ? { base: 'http://localhost', undici: { socketPath: upstream.socketPath } }
        : { base: upstream.url }),
      disableRequestLogging: true,
    });
    // A body is read whole (within the servers' request timeout) before a connection to the API is
    // taken, so clients that trickle their bodies hold only their own sockets, never the pool's.
    // It goes through as it came: the API parses it and enforces its own, smaller, size limit.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROXIED_BODY_LIMIT_BYTES },
      // Handed on as a stream: the proxy sends its bytes and headers unchanged (no re-encoding).
      (_request, body, done) => done(null, Readable.from([body])),
    );
    for (const prefix of API_PATH_PREFIXES) {
      proxy.all(prefix.endsWith('/') ? `${prefix}*` : prefix, (_request, reply) =>
        reply.from(undefined, {
          // What the API needs to see the request as the browser made it: its address (rate limits,
          // logs) and the portal's scheme and host (the sign-in callback URL). This server is the
          // edge: whatever a client sent in these headers is replaced, never appended to.
          // The connection to the browser is this server's own: its keep-alive or close is the
          // browser's choice (`Connection: close` honoured), never the API's hop's.
          rewriteHeaders: ({ connection: _connection, 'keep-alive': _keepAlive, ...headers }) => headers,
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
          }),
          retryDelay: ({ err, req, res, attempt, getDefaultDelay }) =>
            DROPPED_CONNECTION_CODES.has(errorCode(err) ?? '') &&
            RETRIED_METHODS.has(req.method ?? '') &&
            attempt < DROPPED_CONNECTION_RETRIES
              ? 1
              : getDefaultDelay(req, res, err, attempt),
          onError: (reply, { error }) => {
            const code = errorCode(error.cause as Error | undefined);
            if (code && API_DOWN_CODES.has(code)) {
              return reply.code(503).header('Retry-After', '1').send(API_UNAVAILABLE);
            }
            // Screens show the message: what happened in words, never a socket's error code.
            if (code && DROPPED_CONNECTION_CODES.has(code)) {
              return reply.code(502).send(API_DROPPED_CONNECTION);
            }
            // Any other failure (too slow) in the error shape of every answer too.
            return reply.code(502).send({ code: errorCodeFor(502), message: error.message });
          },
        }),
      );
    }
  });
}
