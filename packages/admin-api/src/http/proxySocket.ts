import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * The peer address a connection on the proxy's socket reports. Node leaves a Unix socket's
 * `remoteAddress` unset, but also a TCP socket's once it has closed, so an unset address cannot
 * tell the two apart; this value is never an IP, so no TCP peer presents it.
 */
const PROXY_SOCKET_PEER = 'proxy-socket';

/** Linux's limit for a socket path (108 bytes with the final NUL); Node cuts a longer one silently. */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * Fastify's `trustProxy`: without a proxy socket, the configured proxies (TRUST_PROXY). With one,
 * the hop that arrived over it is believed, and on the TCP port only the configured proxies, if any.
 */
export function proxyTrust(
  trustProxy: string | false,
  proxySocket: string | null,
): FastifyServerOptions['trustProxy'] {
  if (!proxySocket) return trustProxy;
  const configured = trustProxy
    ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
    : () => false;
  return (address, hop) => (hop === 0 && address === PROXY_SOCKET_PEER) || configured(address, hop);
}

/** Whether a connection from `address` is a proxy the API trusts (the proxy socket's, TRUST_PROXY's). */
export function isTrustedProxy(
  trustProxy: string | false,
  proxySocket: string | null,
): (address: string) => boolean {
  const configured = trustProxy
    ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
    : () => false;
  return (address) => (proxySocket !== null && address === PROXY_SOCKET_PEER) || configured(address, 0);
}

/**
 * Listens on `socketPath` for the one proxy allowed there and hands its connections to `server`,
 * the API's HTTP server, so they are answered exactly as the port's are (timeouts, early answers).
 * The file is created owner-only (0600); closing the returned listener removes it. A socket file
 * left by a crash is replaced; one that a running process still listens on is refused.
 */
export async function listenOnProxySocket(server: HttpServer, socketPath: string): Promise<Server> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `The proxy socket's path ${socketPath} is longer than the ${MAX_SOCKET_PATH_BYTES} bytes a Unix socket allows: choose a shorter one`,
    );
  }
  mkdirSync(path.dirname(socketPath), { recursive: true });
  await removeStaleSocket(socketPath);
  const listener = createServer((socket) => {
    Object.defineProperty(socket, 'remoteAddress', { value: PROXY_SOCKET_PEER });
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    // The file is bound inside listen(): owner-only from its creation, where a chmod afterwards
    // would leave a moment in which any local user could connect.
    const umask = process.umask(0o177);
    try {
      listener.listen(socketPath, resolve);
    } finally {
      process.umask(umask);
    }
  });
  return listener;
}

async function removeStaleSocket(socketPath: string): Promise<void> {
  const existing = lstatSync(socketPath, { throwIfNoEntry: false });
  if (!existing) return;
  if (!existing.isSocket()) {
    throw new Error(`${socketPath} is not a socket: move it away, the API's proxy socket goes there`);
  }
  if (await isListenedOn(socketPath)) {
    throw new Error(
      `Another process (another portal's API?) listens on ${socketPath}: stop it, or give this API another proxy socket`,
    );
  }
  rmSync(socketPath);
}

/** Whether a process accepts connections on the socket; a stale file refuses them. */
function isListenedOn(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath)
      .once('connect', () => {
        probe.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}
