import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { isApiPath, registerApiProxy, type ApiUpstream } from './apiProxy';
import { registerHealthCollector } from './health/healthCollector';
import { indexPages } from './indexPage';
import { RELEASES_URL_PATH } from './releases/releaseStore';
import { securityHeadersFollowing } from './securityHeaders';
import { sendCachedFile, staticFilesOf } from './staticFiles';

export interface StaticAppOptions {
  root: string;
  port: number;
  host: string;
  /** Origins allowed to fetch manifests cross-origin (the shell's). */
  allowedOrigin: string;
  /**
   * In development only, the other origins allowed: the apps' own, so a remote served alone loads
   * the remotes its pages embed (the dashboard's recent activity). Each is answered with its own origin.
   */
  developmentOrigins?: readonly string[];
  /** Path of the portal-config.json file answered at /portal-config.json; the security headers name its origins. */
  portalConfigFile: string;
  /** Builds write hidden source maps; serve them (`.map`) only when asked, e.g. to debug a build. */
  serveSourceMaps?: boolean;
  /** The API to forward the API's paths to, so the page calls it on its own origin (the shell's server). */
  apiUpstream?: ApiUpstream;
  /** The folder of the sections' published releases, answered at /releases/ (the shell's server; see releases/). */
  releasesRoot?: string;
  /** Collect section health beacons at /health/beacons, kept in this file (the shell's server). */
  healthFile?: string;
}

const SOURCE_MAP = /\.map$/i;

/** Serves one app's production build the way a static host or CDN should. */
export async function serveApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024 });
  const headersFor = securityHeadersFollowing(options.portalConfigFile);
  app.addHook('onSend', async (request, reply) => {
    // The API's answers keep the API's own headers: its CSP lets the sign-in form return to a
    // standalone remote's origin, and its CORS answers each allowed origin, not only the shell's.
    if (options.apiUpstream && isApiPath(request.url)) return;
    reply.headers(await headersFor());
    const origin = request.headers.origin;
    const allowed = origin && options.developmentOrigins?.includes(origin) ? origin : options.allowedOrigin;
    reply.header('Access-Control-Allow-Origin', allowed);
    reply.header('Vary', 'Origin, Accept-Encoding');
  });
  if (!options.serveSourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      if (SOURCE_MAP.test(request.url.split('?')[0] ?? ''))
        return reply.code(404).type('text/plain').send('Not found');
    });
  }
  if (options.apiUpstream) await registerApiProxy(app, options.apiUpstream);
  app.get('/portal-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return readFile(options.portalConfigFile, 'utf8');
  });
  const pageAt = indexPages(options.root, options.portalConfigFile);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageAt(request.url.split('?')[0] ?? '/');
    if (!page) return reply.code(404).type('text/plain').send('Not found');
    return sendCachedFile(request, reply, page, {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // Client-side routes (/app/users/42) answer the app's page, to HEAD as to GET (uptime checks ask
  // with HEAD); a missing asset stays a 404.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (readsPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain').send('Not found');
  };
  if (options.healthFile) registerHealthCollector(app, options.healthFile);
  if (options.releasesRoot) {
    const serveRelease = staticFilesOf(options.releasesRoot, RELEASES_URL_PATH);
    app.get(`${RELEASES_URL_PATH}/*`, async (request, reply) =>
      (await serveRelease(request, reply)) ? reply : reply.code(404).type('text/plain').send('Not found'),
    );
  }
  // The build wrote .br and .gz beside each file (createAppConfig): nothing is compressed per request.
  const serveFile = staticFilesOf(options.root);
  app.get('/*', async (request, reply) =>
    (await serveFile(request, reply)) ? reply : notFound(request, reply),
  );
  app.setNotFoundHandler(notFound);
  await app.listen({ port: options.port, host: options.host });
  return app;
}
