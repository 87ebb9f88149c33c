import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:net';
import { buildAdminApi } from './app';
import { assertStandInSignInExposure } from './auth/standInExposure';
import { resolveConfig, type AdminApiOptions } from './config';
import { listenOnProxySocket } from './http/proxySocket';

export interface RunningAdminApi {
  /** Base URL, e.g. http://127.0.0.1:4000 */
  url: string;
  /** The Unix socket the proxy in front forwards to (options.proxySocket, resolved), or null. */
  proxySocket: string | null;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startAdminApi(options: AdminApiOptions = {}): Promise<RunningAdminApi> {
  const { port, host, signIn, production, proxySocket } = resolveConfig(options);
  if (signIn.kind === 'stand-in') assertStandInSignInExposure(host, { production, allowed: signIn.allowed });
  const app = await buildAdminApi(options);
  let socketListener: Server | null;
  try {
    await app.listen({ port, host });
    socketListener = proxySocket ? await listenOnProxySocket(app.server, proxySocket) : null;
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${boundPort}`,
    proxySocket,
    app,
    close() {
      // No new connection on the socket, its file removed; the API's server then closes the open
      // ones with its own (the proxy closes first, so none is still answering).
      socketListener?.close();
      return app.close();
    },
  };
}
