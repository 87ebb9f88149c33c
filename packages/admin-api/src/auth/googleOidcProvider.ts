import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { IdentityProvider, SignInCallback, SignInOutcome, SignInStart } from './identityProvider';
import { checkStaffClaims } from './googleClaims';
import { isLoopback } from './standInExposure';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const SCOPE = 'openid email profile';
/** Seconds a call to the provider (discovery, token endpoint) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Milliseconds the check that the provider is up, at each sign-in's start, may take. */
const PROBE_TIMEOUT_MS = 5000;

export interface GoogleSignInSettings {
  clientId: string;
  clientSecret: string;
  /** OIDC_ISSUER, default Google's. Plain http only on a loopback address (tests). */
  issuer: string;
  /** STAFF_DOMAINS: the signed `hd` must be one of these. */
  staffDomains: readonly string[];
  /** `<portal URL>/auth/oauth/google/callback`, from configuration, never from a request's Host. */
  redirectUri: string;
  /**
   * After fetching the issuer's keys, how long an ID token with an unknown `kid` waits before they
   * are fetched again (jose's cooldown); default 30 s. Google rotates its keys every few days.
   */
  keysCooldownMs?: number;
}

/** The issuer's URL, refused unless https, or http on a loopback address. */
export function issuerUrl(issuer: string): URL {
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  const loopbackHttp = url?.protocol === 'http:' && isLoopback(url.hostname.replace(/^\[|\]$/g, ''));
  if (!url || (url.protocol !== 'https:' && !loopbackHttp)) {
    throw new Error(
      `OIDC_ISSUER must be an https URL (plain http only on a loopback address), got "${issuer}"`,
    );
  }
  return url;
}

/**
 * Staff sign-in with Google OpenID Connect (openid-client): the issuer's endpoints from its
 * discovery document (read once, at start: a failure stops the start), the authorisation-code
 * flow with PKCE S256 and a nonce, `prompt=select_account` and the `hd` hint; the client
 * authenticates with client_secret_post. openid-client checks the ID token's iss, aud, exp and
 * nonce; its signature is checked against the issuer's JWKS (jose's remote key set, fetched again
 * for an unknown `kid`); then the staff rules (googleClaims.ts).
 */
export async function createGoogleOidcProvider(settings: GoogleSignInSettings): Promise<IdentityProvider> {
  const issuer = issuerUrl(settings.issuer);
  const insecure = issuer.protocol === 'http:';
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer,
      settings.clientId,
      { redirect_uris: [settings.redirectUri], response_types: ['code'] },
      oidc.ClientSecretPost(settings.clientSecret),
      { timeout: PROVIDER_TIMEOUT_SECONDS, ...(insecure && { execute: [oidc.allowInsecureRequests] }) },
    );
  } catch (error) {
    throw new Error(
      `The OpenID Connect issuer ${issuer.href} (OIDC_ISSUER) could not be read: ${describe(error)}`,
    );
  }
  const metadata = config.serverMetadata();
  if (!metadata.jwks_uri || !metadata.authorization_endpoint || !metadata.token_endpoint) {
    throw new Error(
      `The OpenID Connect issuer ${issuer.href} (OIDC_ISSUER) names no jwks_uri, authorization or token endpoint`,
    );
  }
  const keys = createRemoteJWKSet(new URL(metadata.jwks_uri), {
    cooldownDuration: settings.keysCooldownMs ?? 30_000,
    timeoutDuration: PROBE_TIMEOUT_MS,
  });
  const discoveryUrl = new URL('.well-known/openid-configuration', issuer.href.replace(/\/?$/, '/'));
  // Google's hint: one domain by name; several, any Workspace account ('*'). The signed hd decides.
  const hdHint = settings.staffDomains.length === 1 ? settings.staffDomains[0]! : '*';

  return {
    id: 'google',
    kind: 'oidc',
    async startSignIn({ state, nonce }): Promise<SignInStart> {
      // The provider down at the start: the popup says so (oauth-init-failed) instead of showing
      // the browser's error page for an unreachable authorisation endpoint.
      const probe = await fetch(discoveryUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await probe.body?.cancel();
      if (!probe.ok) throw new Error(`the issuer's discovery document answered ${probe.status}`);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
        hd: hdHint,
      });
      return { kind: 'redirect', url: url.href, codeVerifier };
    },
    async completeSignIn({ query, nonce, codeVerifier }: SignInCallback): Promise<SignInOutcome> {
      const providerError = query.get('error');
      if (providerError !== null) {
        const code = /^[a-z_]{1,40}$/.test(providerError) ? providerError : 'unreadable';
        return { refusal: { error: 'oauth_error', reason: `the provider answered error ${code}` } };
      }
      if (!codeVerifier) {
        return { refusal: { error: 'oauth_error', reason: 'the sign-in cookie holds no code_verifier' } };
      }
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = query.toString();
      let idToken: string | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedNonce: nonce,
          expectedState: query.get('state') ?? undefined,
          idTokenExpected: true,
        });
        idToken = tokens.id_token;
      } catch (error) {
        return { refusal: { error: 'oauth_error', reason: `the code exchange failed: ${describe(error)}` } };
      }
      if (!idToken) return { refusal: { error: 'oauth_error', reason: 'no ID token' } };
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: metadata.issuer,
          audience: settings.clientId,
        });
        const verdict = checkStaffClaims(payload, settings.staffDomains);
        return 'refusal' in verdict ? verdict : { identity: verdict };
      } catch (error) {
        return { refusal: { error: 'oauth_error', reason: `the ID token failed: ${describe(error)}` } };
      }
    },
  };
}

/** An error's class and code, never its message's values (claims, tokens). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  const causeCode = (error.cause as { code?: unknown } | undefined)?.code;
  const cause =
    error.cause instanceof Error
      ? ` (${error.cause.name}${typeof causeCode === 'string' ? ` ${causeCode}` : ''})`
      : '';
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}${cause}`;
}
