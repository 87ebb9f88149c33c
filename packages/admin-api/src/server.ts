import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from './app';
import { assertStandInSignInExposure } from './auth/standInExposure';
import { resolveConfig, type AdminApiOptions } from './config';

export interface RunningAdminApi {
  /** Base URL, e.g. http://127.0.0.1:4000 */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startAdminApi(options: AdminApiOptions = {}): Promise<RunningAdminApi> {
  const { port, host, demoSignIn } = resolveConfig(options);
  assertStandInSignInExposure(host, demoSignIn);
  const app = await buildAdminApi(options);
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${boundPort}`, app, close: () => app.close() };
}
