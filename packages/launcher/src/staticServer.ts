import compress from '@fastify/compress';
import {
  capConnectionsPerClient,
  earlyAnswerOptions,
  errorCodeFor,
  hostRefusal,
  originFormOf,
  REQUEST_ID_HEADER,
  requestIdOptions,
  serverTimeoutOptions,
} from '@portal/http-hardening';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { isApiPath, registerApiProxy, type ApiUpstream } from './apiProxy';
import { registerHealthCollector } from './health/healthCollector';
import { indexPages } from './indexPage';
import { RELEASES_URL_PATH } from './releaseBucket';
import {
  CALLBACK_OPENER_POLICY,
  CALLBACK_PATH,
  securityHeaders,
  securityHeadersFollowing,
} from './securityHeaders';
import { servedConfig } from './servedConfig';
import { decodedPathOf, sendCachedFile, staticFilesOf } from './staticFiles';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's path, percent-decoded once and normalised: what every rule matches and the file read. */
    sitePath: string;
  }
}

/** A source map by any spelling, once decoded (`.map`, `.MAP`; `%2emap` and `.m%61p` decode to these). */
const SOURCE_MAP = /\.map$/i;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/** Serves one app's production build the way a static host or CDN should. */
export async function serveApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const config = servedConfig(options.portalConfigFile, (problem) =>
    console.error(`portal-config.json refused: ${problem}`),
  );
  const configText = async () => (await config()).text;
  const headersFor = securityHeadersFollowing(configText);
  // What the answers made before routing carry: the headers of the config as last read.
  let currentHeaders = securityHeaders({ api: [], remotes: [] });
  const app = Fastify({
    logger: false,
    ...requestIdOptions,
    ...earlyAnswerOptions(() => currentHeaders),
    ...serverTimeoutOptions(),
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
  });
  capConnectionsPerClient(app.server);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ code: errorCodeFor(status), message });

  app.decorateRequest('sitePath', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const hostProblem = hostRefusal(request);
    if (hostProblem) return refuse(reply, hostProblem.status, hostProblem.message);
    const path = decodedPathOf(request.url);
    if (path === null) return refuse(reply, 400, 'The path is not percent-encoded UTF-8');
    request.sitePath = path;
    if (!options.serveSourceMaps && SOURCE_MAP.test(path)) return refuse(reply, 404, 'Not found');
  });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    currentHeaders = await headersFor();
    // The API's answers keep the API's own headers: its CSP lets the sign-in form return to a
    // standalone remote's origin, and its CORS answers each allowed origin, not only the shell's.
    // What this server answered itself on those paths (the API unreachable) carries its own.
    const fromApi = reply.getHeader(REQUEST_ID_HEADER) !== request.id;
    if (options.apiUpstream && isApiPath(request.url) && fromApi) return;
    reply.headers(currentHeaders);
    if (request.sitePath === CALLBACK_PATH)
      reply.header('Cross-Origin-Opener-Policy', CALLBACK_OPENER_POLICY);
    const origin = request.headers.origin;
    const allowed = origin && options.developmentOrigins?.includes(origin) ? origin : options.allowedOrigin;
    reply.header('Access-Control-Allow-Origin', allowed);
    reply.header('Vary', 'Origin, Accept-Encoding');
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // The proxy's own failures (502-504: the API unreachable or too slow) say so; nothing else leaks.
    const internal = status === 500 || status > 504;
    return refuse(reply, internal ? 500 : status, internal ? 'Internal server error' : error.message);
  });
  if (options.apiUpstream) await registerApiProxy(app, options.apiUpstream);
  app.get('/portal-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return configText();
  });
  const pageAt = indexPages(options.root, configText);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageAt(request.sitePath);
    if (!page) return refuse(reply, 404, 'Not found');
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
    if (readsPage && !HAS_EXTENSION.test(request.sitePath)) return sendPage(request, reply);
    return refuse(reply, 404, 'Not found');
  };
  if (options.healthFile) registerHealthCollector(app, options.healthFile);
  if (options.releasesRoot) {
    const serveRelease = staticFilesOf(options.releasesRoot, RELEASES_URL_PATH);
    app.get(`${RELEASES_URL_PATH}/*`, async (request, reply) =>
      (await serveRelease(request, reply)) ? reply : refuse(reply, 404, 'Not found'),
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
