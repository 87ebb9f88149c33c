import type { Server, ServerOptions } from 'node:http';
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

/**
 * Refuses a client's connection beyond `max` open at once from its address (a 429 in the
 * `{code, message}` shape, then closed), so one address cannot take every socket and file
 * descriptor. `exempt` addresses (a trusted proxy in front, which carries every browser's
 * requests) are never counted.
 */
export function capConnectionsPerClient(
  server: Server,
  {
    max = MAX_CONNECTIONS_PER_CLIENT,
    exempt = () => false,
  }: { max?: number; exempt?: (address: string) => boolean } = {},
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A Unix socket's peer has no address: the one proxy in front, owner-only.
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > max) {
      rawErrorAnswer(socket, 429, 'Too many connections from this address', {});
    }
  });
}
