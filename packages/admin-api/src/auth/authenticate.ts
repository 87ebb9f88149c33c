import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../http/apiError';
import { canSignIn, findAccount } from '../queries/accounts';
import type { SessionClaims, TokenService } from './tokens';

/** The session of the request's bearer token; a 401 when it is missing, malformed, expired or revoked. */
export async function authenticate(request: FastifyRequest, tokens: TokenService): Promise<SessionClaims> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized('A bearer token is required');
  const claims = await tokens.verify(match[1]!, 'access');
  if (!claims) throw unauthorized('The token is invalid, expired or revoked');
  return claims;
}

/** Lets the request through only for an active staff administrator (401 without a valid token, else 403). */
export async function requireAdmin(
  request: FastifyRequest,
  tokens: TokenService,
  db: Database,
): Promise<void> {
  const { userId } = await authenticate(request, tokens);
  const account = await findAccount(db, userId);
  if (!account) throw unauthorized('The account of this token no longer exists');
  if (!account.isAdmin || !canSignIn(account)) {
    throw forbidden('Only active staff administrators may use the admin API');
  }
}
