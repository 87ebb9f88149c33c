import type { onRequestHookHandler } from 'fastify';
import type { IdentityProvider } from '../auth/identityProvider';
import type { SessionCache } from '../auth/sessionCache';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';

/** What route plugins are handed when registered. */
export interface RouteDeps {
  db: Database;
  tokens: TokenService;
  sessions: SessionCache;
}

/** The routes a signed-in session calls: /user/profile and /admin/*, one call limit across them. */
export interface SessionRouteDeps extends RouteDeps {
  /** security.ts sessionCallLimit: one count per session across both. */
  callLimit: onRequestHookHandler[];
}

export interface AuthRouteDeps extends RouteDeps {
  identityProvider: IdentityProvider;
  portalUrl: string;
  /** Origins a sign-in may return to (`origin` on its start): the portal's, and the apps' in development. */
  allowedOrigins: string[];
}
