import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_ERROR_CODES, CSV_EXPORT, REQUEST_ID_HEADER } from '@portal/contract';
import { ApiError } from './apiError';
import { hostRefusal, isHostAndPort } from '@portal/http-hardening';

/**
 * helmet's headers for these allowed origins, worked out once: they depend on nothing in the
 * request, so every answer (also the refusals made before routing, see errorHandling.ts) carries
 * the same set, set in one step (running helmet's middleware on every request cost about 2% of
 * the API's CPU under load).
 */
export function securityHeaders(allowedOrigins: readonly string[]): Record<string, string> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // The sign-in chooser's form ends in a redirect to the portal, which form-action also governs.
        formAction: ["'self'", ...allowedOrigins],
        // Served over plain http locally: upgrading the form's request to https would break it.
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in page runs in the portal's popup, which must keep its opener to report back.
    crossOriginOpenerPolicy: false,
    // Only over https (see HSTS below): a browser must not be told so by an answer over plain http.
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  setSecurityHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/** Strict-Transport-Security as helmet would send it: sent only on answers to https requests. */
export const HSTS = { name: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' };

/**
 * Security headers (HSTS too when the request came over https: directly, or through a trusted
 * proxy's X-Forwarded-Proto), CORS for the allowed origins only (the portal's, and the apps' own in
 * development; any other gets no Access-Control-Allow-Origin), and rate limiting that routes opt into.
 */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: string[],
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header(HSTS.name, HSTS.value);
    done();
  });
  await app.register(cors, {
    origin: allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A CSV export's total (for progress), its file name, and when to try a refused one again.
    exposedHeaders: [REQUEST_ID_HEADER, CSV_EXPORT.totalHeader, 'Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });
}

/**
 * A hook limiting each session to `callsPerMinute` calls (429 with Retry-After beyond), one count
 * across every route it is added to; keyed by the bearer token (a session's, renewed each hour),
 * by the caller's address without one. None when `callsPerMinute` is 0.
 */
export function sessionCallLimit(app: FastifyInstance, callsPerMinute: number): onRequestHookHandler[] {
  if (callsPerMinute === 0) return [];
  return [
    app.rateLimit({
      max: callsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => request.headers.authorization ?? request.ip,
    }),
  ];
}

/**
 * The portal sends `Content-Type: application/json` on every call, also on the body-less
 * POST /auth/logout; Fastify's own parser rejects such an empty body, this one reads it as none.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/** Loopback names: what a browser on this machine, or the launcher's proxy, calls the API by. */
const LOOPBACK_HOSTNAME = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Refuses a request naming a host the API does not serve (421): a DNS-rebinding page reaches the
 * API under its own name, and the sign-in page builds its form's action from the host. Served are
 * the loopback names and `allowedHosts` (the configured origins' hosts, and ALLOWED_HOSTS); a Host
 * that is not one valid `host[:port]`, or an absolute-form target naming another host, is refused
 * too (hostHeader.ts). Behind a trusted proxy the host checked is the one it forwards.
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  app.addHook('onRequest', (request, _reply, done) => {
    const refusal = hostRefusal(request);
    if (refusal) return done(new ApiError(refusal.status, API_ERROR_CODES.badRequest, refusal.message));
    if (!isHostAndPort(request.host)) {
      return done(
        new ApiError(400, API_ERROR_CODES.badRequest, 'The forwarded host is not a valid host[:port]'),
      );
    }
    const hostname = new URL(`http://${request.host}`).hostname.toLowerCase();
    if (LOOPBACK_HOSTNAME.test(hostname) || allowed.has(hostname)) return done();
    done(new ApiError(421, API_ERROR_CODES.badRequest, 'The request names a host this API does not serve'));
  });
}
