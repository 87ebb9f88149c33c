import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiUpstream } from './apiProxy';
import { serveApp } from './staticServer';

/**
 * For tests: a shell's server with a one-page build and an empty config in `folder`, forwarding the
 * API's paths to `apiUpstream`, on `port` (default: any free one).
 */
export async function serveTestShell(
  folder: string,
  apiUpstream: ApiUpstream,
  { port = 0, allowedOrigin = 'http://localhost' }: { port?: number; allowedOrigin?: string } = {},
): Promise<FastifyInstance> {
  const root = join(folder, 'dist');
  const portalConfigFile = join(folder, 'portal-config.json');
  if (!existsSync(root)) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(portalConfigFile, JSON.stringify({ apiUrl: 'http://localhost:0', sections: [] }));
  }
  return serveApp({ root, port, host: '127.0.0.1', allowedOrigin, portalConfigFile, apiUpstream });
}
