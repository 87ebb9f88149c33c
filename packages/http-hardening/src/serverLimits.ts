import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server, ServerOptions } from 'node:http';
import { API_ERROR_CODES } from '@portal/contract';
import type { Socket } from 'node:net';
import { rawErrorAnswer } from './rawAnswer';

/**
 * How long a client may take to send what it sends, on every server of the portal (the API, the
 * launcher's static servers and its proxy; nginx's are in deploy/nginx): a client that trickles
 * its request holds a connection for seconds, not minutes. Node checks the deadlines every
 * `connectionsCheckingInterval` (30 s by default, which let a slow header wait up to 90 s).
 */
export const SERVER_TIMEOUTS = {
  /** The request line and headers. */
  headersMs: 5_000,
  /** The whole request, body included (no call of the portal sends more than 16 KB). */
  requestMs: 10_000,
  /** An idle keep-alive connection. */
  keepAliveMs: 5_000,
  checkEveryMs: 500,
} as const;

/** Connections one client address may hold open at once on one server; more are refused. */
export const MAX_CONNECTIONS_PER_CLIENT = 128;

/**
 * Fastify's server options with the timeouts above. Node's own bare 400 for a request without a
 * Host header is turned off: the Host checks answer it with the error shape of every answer.
 */
export function serverTimeoutOptions(): {
  http: ServerOptions;
  requestTimeout: number;
  keepAliveTimeout: number;
} {
  return {
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
      requireHostHeader: false,
    },
    requestTimeout: SERVER_TIMEOUTS.requestMs,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
  };
}

/** A counted connection's way out of its address's count (see `signedInBypassesCap`). */
const releases = new WeakMap<Socket, () => void>();
/** Connections beyond their address's cap whose refusal waits for their first request. */
const overCap = new WeakSet<Socket>();

/**
 * Refuses a client's connection beyond `max` open at once from its address (a 429 in the
 * `{code, message}` shape, then closed), so one address cannot take every socket and file
 * descriptor. `exempt` addresses (a trusted proxy in front, which carries every browser's
 * requests) are never counted. With `deferToRequest` (the API) a connection beyond the cap is
 * judged by its request instead (`signedInBypassesCap`): a signed-in session's call is not refused
 * because others behind the same address (a NAT office) hold unfinished connections; one that
 * never sends its headers is closed by SERVER_TIMEOUTS.headersMs.
 */
export function capConnectionsPerClient(
  server: Server,
  {
    max = MAX_CONNECTIONS_PER_CLIENT,
    exempt = () => false,
    deferToRequest = false,
  }: { max?: number; exempt?: (address: string) => boolean; deferToRequest?: boolean } = {},
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A Unix socket's peer has no address: the one proxy in front, owner-only.
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    };
    releases.set(socket, release);
    socket.once('close', release);
    if (count <= max) return;
    if (deferToRequest) overCap.add(socket);
    else rawErrorAnswer(socket, 429, 'Too many connections from this address', {});
  });
}

/** A request that says it is a signed-in session's: a bearer token (checked by the route's auth as ever). */
const carriesBearer = (request: FastifyRequest) => /^bearer\s+\S/i.test(request.headers.authorization ?? '');

/**
 * The request-time half of `capConnectionsPerClient({ deferToRequest: true })`: a connection that
 * carries a bearer token no longer counts toward its address's cap (only unauthenticated ones
 * do), and one beyond the cap is refused with 429 (and closed) unless it does. A forged bearer
 * value only gets the route's 401, answered at once.
 */
export function signedInBypassesCap(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    if (!carriesBearer(request)) {
      if (!overCap.has(socket)) return done();
      void reply
        .code(429)
        .header('connection', 'close')
        .send({ code: API_ERROR_CODES.tooManyRequests, message: 'Too many connections from this address' });
      return;
    }
    releases.get(socket)?.();
    overCap.delete(socket);
    done();
  });
}
