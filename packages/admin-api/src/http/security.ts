import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CSV_EXPORT, REQUEST_ID_HEADER } from '@portal/api/contract';

/**
 * Security headers, CORS for the allowed origins only (the portal's, and the apps' own in
 * development; any other gets no Access-Control-Allow-Origin), and rate limiting that routes opt into.
 */
export async function registerSecurity(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  // helmet's own middleware, built once: @fastify/helmet builds it again on every request, which
  // cost about 2% of the API's CPU under load.
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
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, {
    origin: allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A CSV export's total (for progress) and its file name.
    exposedHeaders: [REQUEST_ID_HEADER, CSV_EXPORT.totalHeader, 'Content-Disposition'],
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
