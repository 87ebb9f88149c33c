import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database';

const ISSUER = 'portal-admin-api';
const ALGORITHM = 'HS256';
const ACCESS_TOKEN_LIFETIME = '1h';
const REFRESH_TOKEN_LIFETIME_DAYS = 30;
const REFRESH_TOKEN_LIFETIME = `${REFRESH_TOKEN_LIFETIME_DAYS}d`;
const STATE_LIFETIME = '10m';

/** What a token is for; a token of one use is never accepted for another. */
type TokenUse = 'access' | 'refresh' | 'sign-in-state';
/** A relative time as jose reads it ('1h', '30d'), epoch seconds, or an instant. */
export type Expiry = string | number | Date;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SessionClaims {
  userId: string;
  /** Shared by an access token and its refresh token; logout revokes the whole session. */
  sessionId: string;
}

/** Signs and checks HS256 JWTs; revoked sessions are kept in the database until they expire. */
export class TokenService {
  constructor(
    private readonly key: Uint8Array,
    private readonly db: Database,
  ) {}

  /** A new session, or fresh tokens for an existing one (refresh). */
  async issuePair(userId: string, sessionId: string = randomUUID()): Promise<TokenPair> {
    const session = { userId, sessionId };
    return {
      token: await this.signSession(session, 'access', ACCESS_TOKEN_LIFETIME),
      refreshToken: await this.signSession(session, 'refresh', REFRESH_TOKEN_LIFETIME),
    };
  }

  /** An access token of a new session, expiring when asked (tests use past instants). */
  signAccessToken(userId: string, expiresIn: Expiry): Promise<string> {
    return this.signSession({ userId, sessionId: randomUUID() }, 'access', expiresIn);
  }

  /** The session of a valid, unexpired, unrevoked token of that use; null otherwise. */
  async verify(token: string, use: 'access' | 'refresh'): Promise<SessionClaims | null> {
    const payload = await this.verifyPayload(token, use);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (await this.isRevoked(payload.sid)) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  }

  /** Revokes the session for as long as its refresh token could live, and forgets long-expired ones. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.query('delete from revoked_sessions where expires_at < now()');
    await this.db.query(
      `insert into revoked_sessions (session_id, expires_at) values ($1, now() + interval '${REFRESH_TOKEN_LIFETIME_DAYS} days')
       on conflict (session_id) do nothing`,
      [sessionId],
    );
  }

  /** Round-trips sign-in parameters through the identity provider without server-side storage. */
  signState(claims: Record<string, string | boolean>): Promise<string> {
    return this.sign(claims, 'sign-in-state', STATE_LIFETIME);
  }

  async verifyState(state: string): Promise<Record<string, unknown> | null> {
    return this.verifyPayload(state, 'sign-in-state');
  }

  private signSession(session: SessionClaims, use: TokenUse, expiresIn: Expiry): Promise<string> {
    return this.sign({ sid: session.sessionId }, use, expiresIn, session.userId);
  }

  private sign(
    claims: Record<string, unknown>,
    use: TokenUse,
    expiresIn: Expiry,
    subject?: string,
  ): Promise<string> {
    const jwt = new SignJWT({ ...claims, use })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(expiresIn);
    return (subject ? jwt.setSubject(subject) : jwt).sign(this.key);
  }

  private async verifyPayload(token: string, use: TokenUse): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      return payload.use === use ? payload : null;
    } catch {
      return null;
    }
  }

  private async isRevoked(sessionId: string): Promise<boolean> {
    return (
      (await this.db.query('select 1 from revoked_sessions where session_id = $1', [sessionId])).length > 0
    );
  }
}
