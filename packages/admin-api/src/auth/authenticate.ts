import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/apiError';
import { canSignIn, type Account } from '../queries/accounts';
import type { SessionCache } from './sessionCache';
import type { SessionClaims, TokenService } from './tokens';

export interface AuthenticatedSession extends SessionClaims {
  /** Null when the user was deleted after signing in. */
  account: Account | null;
}

/** The bearer token of the request; a 401 when there is none. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized('A bearer token is required');
  return match[1]!;
}

/** The session of the request's bearer token; a 401 when it is missing, malformed, expired or revoked. */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionCache,
): Promise<AuthenticatedSession> {
  // Made only when refusing: an error captures its stack, too dear for every call.
  const refused = () => unauthorized('The token is invalid, expired or revoked');
  const claims = await tokens.verifyAccess(bearerToken(request));
  if (!claims) throw refused();
  const session = await sessions.find(claims.sessionId);
  // This process's clock: the cached end of a session is checked on every call (SessionCache).
  const active = session && !session.revoked && session.expiresAtMs > Date.now();
  if (!active || session.userId !== claims.userId) throw refused();
  return { ...claims, account: session.account };
}

/** The session of an active staff administrator; 401 without a valid token, else 403 for anyone else. */
export async function requireAdmin(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionCache,
): Promise<AuthenticatedSession> {
  const session = await authenticate(request, tokens, sessions);
  const { account } = session;
  if (!account) throw unauthorized('The account of this token no longer exists');
  if (!account.isAdmin || !canSignIn(account)) {
    throw forbidden('Only active staff administrators may use the admin API');
  }
  return session;
}
