import {
  capConnectionsPerClient,
  earlyAnswerOptions,
  originFormOf,
  registerRequestIdHeader,
  requestIdOptions,
  serverTimeoutOptions,
  signedInBypassesCap,
} from '@portal/http-hardening';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccessAudit } from './audit/accessAudit';
import { startAuditRetention } from './audit/retention';
import { startSessionCache } from './auth/sessionCache';
import { createGoogleOidcProvider } from './auth/googleOidcProvider';
import type { IdentityProvider } from './auth/identityProvider';
import { createStandInGoogleProvider } from './auth/standInGoogleProvider';
import { resolveTokenKey } from './auth/tokenKey';
import { TokenService, type Expiry } from './auth/tokens';
import { resolveConfig, type AdminApiOptions } from './config';
import { openDatabase } from './db/openDatabase';
import { makeLogFilesOwnerOnly } from './db/ownerOnly';
import { registerErrorHandling } from './http/errorHandling';
import { registerInputGuards } from './http/inputGuards';
import { registerOpenApi, registerOpenApiRoute } from './http/openApi';
import { isTrustedProxy, proxyTrust } from './http/proxySocket';
import { loggerOptions } from './http/logging';
import {
  acceptEmptyJsonBodies,
  registerHostCheck,
  registerSecurity,
  securityHeaders,
  sessionCallLimit,
} from './http/security';
import { startCountsCache } from './queries/countsCache';
import { adminRoutes } from './routes/adminRoutes';
import { EXPORT_POLICIES } from './routes/exportSlots';
import { loadSections } from './routes/loadSections';
import { authRoutes } from './routes/authRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { STALE_DEMO_DAYS, ensureSeeded } from './seed/seedDatabase';

/** No call of the portal sends more than a refresh token. */
const BODY_LIMIT_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The sign-in in use, for the start banner. */
    signIn: { kind: IdentityProvider['kind']; redirectUri: string };
  }
}

/**
 * The API, ready for `inject` or `listen`: storage opened, migrated and (on first use) seeded.
 * Closing the instance closes the database.
 */
export async function buildAdminApi(options: AdminApiOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const headers = securityHeaders(config.allowedOrigins);
  if (config.logFile) makeLogFilesOwnerOnly(config.logFile);
  const app = Fastify({
    logger: loggerOptions(config),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.trustProxy, config.proxySocket),
    ...earlyAnswerOptions(headers),
    ...serverTimeoutOptions(),
    // An absolute-form target (`GET http://host/path`) is routed by its path; its host is checked
    // like Host's (registerHostCheck).
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
  });
  capConnectionsPerClient(app.server, {
    exempt: isTrustedProxy(config.trustProxy, config.proxySocket),
    deferToRequest: true,
  });
  signedInBypassesCap(app);
  const db = await openDatabase(config.storage);
  app.addHook('onClose', () => db.close());
  try {
    const seed = await ensureSeeded(db, config.seedScale, { reseedWhenStale: config.reseedStaleDemo });
    if (seed.reseededFrom) {
      // Said on the console too, as `npm start` shows no request log: the demo's data changed under the user.
      console.log(
        `The demo data was seeded on ${seed.reseededFrom.toISOString().slice(0, 10)}, more than ${STALE_DEMO_DAYS} days ago: reseeded it relative to today.`,
      );
    } else if (seed.seeded) app.log.info(`seeded the ${seed.scale} data set`);
    else if (seed.scale !== config.seedScale) {
      app.log.warn(
        `the database holds the ${seed.scale} data set; run the seed command to rebuild it as ${config.seedScale}`,
      );
    }
    const sessions = await startSessionCache(db, app.log);
    await startCountsCache(db, app.log);
    const tokens = new TokenService(await resolveTokenKey(db, config.tokenSecret), db, sessions);
    app.decorate('tokens', tokens);
    app.decorate('audit', createAccessAudit(db, config.auditorEmails));
    const retention = startAuditRetention(db, config.auditRetentionDays, app.log);
    app.addHook('onClose', async () => retention.stop());
    await retention.firstPurge;
    // With Google configured the stand-in is never built, so its page cannot be served.
    const identityProvider =
      config.signIn.kind === 'oidc'
        ? await createGoogleOidcProvider({ ...config.signIn.google, redirectUri: config.redirectUri })
        : createStandInGoogleProvider(db);
    app.decorate('signIn', { kind: identityProvider.kind, redirectUri: config.redirectUri });

    registerRequestIdHeader(app);
    acceptEmptyJsonBodies(app);
    registerErrorHandling(app);
    registerInputGuards(app);
    await registerSecurity(app, config.allowedOrigins, headers);
    registerHostCheck(app, config.allowedHosts);
    await registerOpenApi(app);
    const deps = { db, tokens, sessions };
    const sessionDeps = { ...deps, callLimit: sessionCallLimit(app, config.adminCallsPerMinute) };
    await app.register(authRoutes, {
      ...deps,
      identityProvider,
      portalUrl: config.portalUrl,
      allowedOrigins: config.allowedOrigins,
    });
    await app.register(profileRoutes, sessionDeps);
    await app.register(adminRoutes, {
      ...sessionDeps,
      exportPolicy: { ...EXPORT_POLICIES[config.storage.kind], ...options.exportPolicy },
      sections: await loadSections(),
      prefix: '/admin',
    });
    registerOpenApiRoute(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** An access token for `userId` signed by this API, expiring when asked (a past instant makes an expired one). */
export function mintAccessToken(
  app: FastifyInstance,
  userId: string,
  expiresIn: Expiry = '1h',
): Promise<string> {
  return app.tokens.startSession(userId, expiresIn).then((pair) => pair.token);
}
