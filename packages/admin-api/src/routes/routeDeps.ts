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

export interface AuthRouteDeps extends RouteDeps {
  identityProvider: IdentityProvider;
  portalUrl: string;
  /** Origins a sign-in may return to (`origin` on its start): the portal's, and the apps' in development. */
  allowedOrigins: string[];
}
