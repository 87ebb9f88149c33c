import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../db/database';
import { createSession, revokeSession, rotateRefreshToken } from '../queries/accounts';
import type { SessionCache } from './sessionCache';
import { VerifiedTokenCache } from './verifiedTokenCache';

const ISSUER = 'portal-admin-api';
const ALGORITHM = 'HS256';
const ACCESS_TOKEN_LIFETIME = '1h';
const REFRESH_TOKEN_LIFETIME = '30d';
const STATE_LIFETIME = '10m';
const VERIFIED_TOKENS_KEPT = 10_000;
const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;

/** What a token is for; a token of one use is never accepted for another. */
type TokenUse = 'access' | 'refresh' | 'sign-in-state' | 'sign-in-cookie';
/** A relative time as jose reads it ('1h', '30d'), epoch seconds, or an instant. */
export type Expiry = string | number | Date;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionClaims {
  userId: string;
  /** Shared by the access and refresh tokens of one sign-in; logout revokes the whole session. */
  sessionId: string;
}

export interface SignInState {
  popup: boolean;
  /** Single-use, and also held by the browser that started the sign-in (a cookie). */
  nonce: string;
  /** The allowed origin whose /auth/callback the sign-in returns to, when it is not the portal's. */
  returnOrigin?: string;
  /** The starting tab's random value, handed back beside the token so the tab completes only its own sign-in. */
  attempt?: string;
}

/**
 * Signs and checks HS256 JWTs. A token is only honoured while its session (kept in the database)
 * is: callers check that with the session query; refresh tokens are single-use.
 */
/** What the sign-in cookie keeps for the callback, signed: never in a URL. */
export interface SignInSecrets {
  /** The state's nonce: the callback completes only in the browser that holds it. */
  nonce: string;
  /** PKCE's code_verifier, when the provider uses one. */
  codeVerifier?: string;
}

export class TokenService {
  private readonly verifiedAccessTokens = new VerifiedTokenCache<SessionClaims>(
    VERIFIED_TOKENS_KEPT,
    VERIFIED_TOKEN_MAX_AGE_MS,
  );

  constructor(
    private readonly key: CryptoKey,
    private readonly db: Database,
    /** Told of each revocation here, which must count on this process's very next call. */
    private readonly sessions: SessionCache,
  ) {}

  /** A new session for the user, with its first pair of tokens. */
  async startSession(userId: string, accessExpiresIn: Expiry = ACCESS_TOKEN_LIFETIME): Promise<TokenPair> {
    const session = { userId, sessionId: randomUUID() };
    const refreshTokenId = randomUUID();
    const revoked = await createSession(this.db, { id: session.sessionId, userId, refreshTokenId });
    // The account's oldest sessions over the cap stop working on this process's very next call.
    for (const sessionId of revoked) this.sessions.forget(sessionId);
    return this.signPair(session, refreshTokenId, accessExpiresIn);
  }

  /** The claims of an access token with a valid signature that has not expired; null otherwise. */
  async verifyAccess(token: string): Promise<SessionClaims | null> {
    const cached = this.verifiedAccessTokens.get(token);
    if (cached) return cached;
    const payload = await this.verifyPayload(token, 'access');
    const claims = payload && sessionClaims(payload);
    if (claims) this.verifiedAccessTokens.set(token, claims, payload.exp! * 1000);
    return claims;
  }

  /**
   * Spends a refresh token for a new pair of the same session. Presenting one that was already
   * spent means it was copied: the whole session is revoked. Null when refused.
   */
  async rotate(refreshToken: string): Promise<{ session: SessionClaims; pair: TokenPair } | null> {
    const payload = await this.verifyPayload(refreshToken, 'refresh');
    const claims = payload && sessionClaims(payload);
    if (!claims || typeof payload.jti !== 'string') return null;
    const nextId = randomUUID();
    const userId = await rotateRefreshToken(this.db, claims.sessionId, payload.jti, nextId);
    if (userId !== claims.userId) {
      await this.revoke(claims.sessionId);
      return null;
    }
    return { session: claims, pair: await this.signPair(claims, nextId, ACCESS_TOKEN_LIFETIME) };
  }

  /**
   * The session of an access token signed here, expired or not (for as long as its session could
   * live): logging out must work after the access token has run out.
   */
  async sessionOfAnyAccessToken(token: string): Promise<SessionClaims | null> {
    const payload = await this.verifyPayload(token, 'access', REFRESH_TOKEN_LIFETIME);
    return payload && sessionClaims(payload);
  }

  /** Ends a session; its user's id when it was live until now, else null. */
  async revoke(sessionId: string): Promise<string | null> {
    const userId = await revokeSession(this.db, sessionId);
    this.sessions.forget(sessionId);
    return userId;
  }

  /** Round-trips the sign-in through the identity provider without server-side storage until it returns. */
  signState(state: SignInState): Promise<string> {
    return this.sign({ ...state }, 'sign-in-state', STATE_LIFETIME);
  }

  signSignInSecrets(secrets: SignInSecrets): Promise<string> {
    return this.sign({ ...secrets }, 'sign-in-cookie', STATE_LIFETIME);
  }

  async verifySignInSecrets(token: string | null): Promise<SignInSecrets | null> {
    const payload = token ? await this.verifyPayload(token, 'sign-in-cookie') : null;
    if (!payload || typeof payload.nonce !== 'string') return null;
    const codeVerifier = typeof payload.codeVerifier === 'string' ? payload.codeVerifier : undefined;
    return { nonce: payload.nonce, ...(codeVerifier && { codeVerifier }) };
  }

  async verifyState(token: string): Promise<SignInState | null> {
    const payload = await this.verifyPayload(token, 'sign-in-state');
    if (!payload || typeof payload.nonce !== 'string') return null;
    const returnOrigin = typeof payload.returnOrigin === 'string' ? payload.returnOrigin : undefined;
    const attempt = typeof payload.attempt === 'string' ? payload.attempt : undefined;
    return { popup: payload.popup === true, nonce: payload.nonce, returnOrigin, ...(attempt && { attempt }) };
  }

  private async signPair(
    session: SessionClaims,
    refreshTokenId: string,
    accessExpiresIn: Expiry,
  ): Promise<TokenPair> {
    const claims = { sid: session.sessionId };
    return {
      token: await this.sign(claims, 'access', accessExpiresIn, session.userId),
      refreshToken: await this.sign(
        claims,
        'refresh',
        REFRESH_TOKEN_LIFETIME,
        session.userId,
        refreshTokenId,
      ),
    };
  }

  private sign(
    claims: Record<string, unknown>,
    use: TokenUse,
    expiresIn: Expiry,
    subject?: string,
    tokenId: string = randomUUID(),
  ): Promise<string> {
    const jwt = new SignJWT({ ...claims, use })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(tokenId)
      .setExpirationTime(expiresIn);
    return (subject ? jwt.setSubject(subject) : jwt).sign(this.key);
  }

  private async verifyPayload(
    token: string,
    use: TokenUse,
    expiredFor: string | number = 0,
  ): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        clockTolerance: expiredFor,
      });
      return payload.use === use ? payload : null;
    } catch {
      return null;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The session a token names; null for claims this API never writes (a token signed with a leaked key, say). */
function sessionClaims(payload: JWTPayload): SessionClaims | null {
  return isUuid(payload.sub) && isUuid(payload.sid) ? { userId: payload.sub, sessionId: payload.sid } : null;
}
