import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSV_EXPORT, REQUEST_ID_HEADER } from '@portal/api/contract';

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
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  setSecurityHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers, CORS for the allowed origins only (the portal's, and the apps' own in
 * development; any other gets no Access-Control-Allow-Origin), and rate limiting that routes opt into.
 */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: string[],
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
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
