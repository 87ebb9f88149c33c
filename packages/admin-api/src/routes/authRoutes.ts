import { OAUTH_DOMAINS, type OAuthDomain } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bearerToken } from '../auth/authenticate';
import type { AccessAction } from '../audit/accessRecord';
import type { AccessEntry } from '../audit/accessAudit';
import type { SignInRefusal } from '../auth/identityProvider';
import { clearedSignInCookie, signInCookie, signInCookieValue } from '../auth/signInCookie';
import type { SignInState, TokenPair } from '../auth/tokens';
import { badRequest, unauthorized } from '../http/apiError';
import { RESPONSES } from '../http/responseSchemas';
import {
  canSignIn,
  findAccount,
  findAccountByEmail,
  findAccountByGoogleIdentity,
  recordSignIn,
  recordSignOut,
  spendSignInState,
} from '../queries/accounts';
import type { AuthRouteDeps } from './routeDeps';

/**
 * Signing in and out, per caller's address: the places worth guessing at, open to anyone. Generous
 * enough for a browser test suite that signs in before every test. A session's calls to the rest
 * have a limit of their own (security.ts sessionCallLimit).
 */
export const SIGN_IN_RATE_LIMIT = { rateLimit: { max: 100, timeWindow: '1 minute' } };
/** The stand-in and the portal support signing in only (spec: action=login). */
const SIGN_IN_ACTION = 'login';
const CALLBACK_PATH = '/auth/oauth/google/callback';

interface StartQuery {
  popup: boolean;
  action: typeof SIGN_IN_ACTION;
  domain: OAuthDomain;
  /** The page's origin when it is not the portal (a remote served alone); must be an allowed origin. */
  origin?: string;
  /** The starting tab's own random value, handed back beside the token (issue 76 item 2). */
  attempt?: string;
}

interface CallbackQuery {
  /** Absent when the provider answers `error` (the user cancelled, say). */
  code?: string;
  state: string;
}

export const authRoutes: FastifyPluginAsync<AuthRouteDeps> = async (
  app,
  { db, tokens, identityProvider, portalUrl, allowedOrigins },
) => {
  // Only an allowed origin's own callback path, never a URL the caller writes: no open redirect.
  const portalOrigin = new URL(portalUrl).origin;
  const callbackSite = (returnOrigin: string | undefined) =>
    returnOrigin && returnOrigin !== portalOrigin && allowedOrigins.includes(returnOrigin)
      ? returnOrigin
      : portalUrl;

  /** The callback screen (the portal's, or the allowed app's that started the sign-in), docs/product.md "Screens". */
  const portalCallback = (state: SignInState, fields: Record<string, string>) => {
    const params = new URLSearchParams({ provider: identityProvider.id, action: SIGN_IN_ACTION, ...fields });
    if (state.popup) params.set('popup', 'true');
    if (state.attempt) params.set('attempt', state.attempt);
    return `${callbackSite(state.returnOrigin)}/auth/callback?${params.toString()}`;
  };

  app.get<{ Querystring: StartQuery }>(
    '/auth/oauth/google',
    {
      config: SIGN_IN_RATE_LIMIT,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            popup: { type: 'boolean', default: false },
            action: { type: 'string', enum: [SIGN_IN_ACTION], default: SIGN_IN_ACTION },
            domain: { type: 'string', enum: [...OAUTH_DOMAINS], default: 'admin' },
            origin: { type: 'string', maxLength: 256 },
            attempt: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { popup, domain, origin, attempt } = request.query;
      if (origin !== undefined && !allowedOrigins.includes(origin)) {
        throw badRequest('The sign-in may only return to the portal or an allowed origin');
      }
      const nonce = randomUUID();
      const state = await tokens.signState({
        popup,
        nonce,
        ...(origin && { returnOrigin: origin }),
        ...(attempt && { attempt }),
      });
      const callbackUrl = `${request.protocol}://${request.host}${CALLBACK_PATH}`;
      reply.header('cache-control', 'no-store');
      let start;
      try {
        start = await identityProvider.startSignIn({ domain, state, callbackUrl, nonce });
      } catch (error) {
        // The provider is down: the popup says so, never a 500 page.
        const reason = `the provider could not be reached: ${error instanceof Error ? error.name : 'unknown'}`;
        request.log.warn({ signIn: 'refused', error: 'oauth-init-failed', reason }, 'sign-in refused');
        return reply.redirect(
          portalCallback({ popup, nonce, returnOrigin: origin, attempt }, { error: 'oauth-init-failed' }),
        );
      }
      const secrets = await tokens.signSignInSecrets({
        nonce,
        ...(start.codeVerifier && { codeVerifier: start.codeVerifier }),
      });
      reply.header('set-cookie', signInCookie(secrets, request.protocol === 'https'));
      return start.kind === 'redirect'
        ? reply.redirect(start.url)
        : reply.type('text/html; charset=utf-8').send(start.html);
    },
  );

  app.get<{ Querystring: CallbackQuery }>(
    CALLBACK_PATH,
    {
      config: SIGN_IN_RATE_LIMIT,
      schema: {
        querystring: {
          type: 'object',
          required: ['state'],
          properties: {
            code: { type: 'string', maxLength: 2048 },
            state: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      // Each refusal and each sign-in goes in the access log (audit/); a sign-in is refused 503
      // when its record cannot be written.
      const signInRecord = (staff: AccessEntry['staff'], action: AccessAction, error?: string) => ({
        staff,
        action,
        resource: `GET ${CALLBACK_PATH}`,
        subjects: [],
        query: error ? { error } : {},
        status: 302,
      });
      const state = await tokens.verifyState(request.query.state);
      if (!state) {
        // Forged or expired: nothing in it is trusted, so the portal's own callback says so (its popup
        // posts to a portal opener only; without one it goes to /login with the error).
        request.log.warn(
          { signIn: 'refused', error: 'oauth_error', reason: 'the state is forged or expired' },
          'sign-in refused',
        );
        await app.audit.recordIfPossible(request, signInRecord(null, 'refused', 'oauth_error'));
        return reply.redirect(portalCallback({ popup: true, nonce: '' }, { error: 'oauth_error' }));
      }
      const { nonce } = state;
      // Started in another browser, or already completed once: a replay, or a session swap.
      const secrets = await tokens.verifySignInSecrets(signInCookieValue(request.headers.cookie));
      const startedHere = secrets?.nonce === nonce;
      // Another browser's sign-in in progress keeps its cookie.
      if (startedHere) reply.header('set-cookie', clearedSignInCookie(request.protocol === 'https'));
      if (!startedHere || !(await spendSignInState(db, nonce))) {
        await app.audit.recordIfPossible(request, signInRecord(null, 'refused', 'oauth_error'));
        return reply.redirect(portalCallback(state, { error: 'oauth_error' }));
      }
      const refuse = async ({ error, reason }: SignInRefusal, staff: AccessEntry['staff'] = null) => {
        request.log.warn({ signIn: 'refused', error, reason }, 'sign-in refused');
        await app.audit.recordIfPossible(request, signInRecord(staff, 'refused', error));
        return reply.redirect(portalCallback(state, { error }));
      };
      // The raw query: the provider may add parameters (iss, scope, hd) the schema does not list.
      const query = new URL(request.url, 'http://callback').searchParams;
      const outcome = await identityProvider.completeSignIn({
        query,
        nonce,
        codeVerifier: secrets?.codeVerifier,
      });
      if ('refusal' in outcome) return refuse(outcome.refusal);
      const { email, subject } = outcome.identity;
      const account = subject
        ? await findAccountByGoogleIdentity(db, email, subject)
        : await findAccountByEmail(db, email);
      if (account && 'error' in account) return refuse(account, { id: null, email });
      const staff = { id: account?.id ?? null, email };
      if (!canSignIn(account)) {
        return refuse(
          {
            error: 'account-not-linked',
            reason: account ? 'the account is inactive' : 'no user has this address',
          },
          staff,
        );
      }
      await app.audit.record(request, signInRecord(staff, 'signed in'));
      const pair = await tokens.startSession(account.id);
      await recordSignIn(db, account.id);
      return reply.redirect(portalCallback(state, { token: pair.token, refreshToken: pair.refreshToken }));
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/auth/refresh',
    {
      config: SIGN_IN_RATE_LIMIT,
      schema: {
        body: {
          type: 'object',
          required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', maxLength: 2048 } },
        },
        response: { 200: RESPONSES.tokenPair },
      },
    },
    async (request): Promise<TokenPair> => {
      const rotated = await tokens.rotate(request.body.refreshToken);
      if (!rotated) throw unauthorized('The refresh token is invalid, expired or revoked');
      if (!canSignIn(await findAccount(db, rotated.session.userId))) {
        await tokens.revoke(rotated.session.sessionId);
        throw unauthorized('The account of this session can no longer sign in');
      }
      return rotated.pair;
    },
  );

  // The access token may have expired by the time the user logs out; its session still ends.
  app.post('/auth/logout', { config: SIGN_IN_RATE_LIMIT }, async (request, reply) => {
    const session = await tokens.sessionOfAnyAccessToken(bearerToken(request));
    if (!session) throw unauthorized('The token is invalid');
    const signedOut = await tokens.revoke(session.sessionId);
    // A second logout of the same session ends nothing, so it records nothing.
    if (signedOut) {
      await recordSignOut(db, signedOut);
      await app.audit.recordIfPossible(request, {
        staff: { id: signedOut },
        action: 'signed out',
        resource: 'POST /auth/logout',
        subjects: [],
        status: 204,
      });
    }
    return reply.status(204).send();
  });
};
