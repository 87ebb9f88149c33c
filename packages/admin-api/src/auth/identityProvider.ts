import type { OAuthDomain, OAuthErrorType } from '@portal/contract';

export interface SignInRequest {
  domain: OAuthDomain;
  /** Opaque, signed by the API; the provider must hand it back unchanged to the callback. */
  state: string;
  /** Where the stand-in's page sends the browser back to (GET, with `code` and `state`). */
  callbackUrl: string;
  /** Bound to this sign-in (kept in the browser's signed sign-in cookie): OpenID Connect's `nonce`. */
  nonce: string;
}

/**
 * How the browser continues: a page the API serves, or a redirect to the provider; with what the
 * API must keep until the callback (in the signed sign-in cookie, never in the URL).
 */
export type SignInStart = ({ kind: 'page'; html: string } | { kind: 'redirect'; url: string }) & {
  /** PKCE's code_verifier, when the provider uses one. */
  codeVerifier?: string;
};

/** What the callback hands back to the provider: the whole query and what the start kept. */
export interface SignInCallback {
  /** The callback's query as the provider sent it (code, state, or error). */
  query: URLSearchParams;
  nonce: string;
  codeVerifier?: string;
}

export interface VerifiedIdentity {
  email: string;
  /** The provider's stable account id (OpenID Connect `sub`); the stand-in has none. */
  subject?: string;
}

/** Why a sign-in was refused: the code the portal shows (docs/product.md), and a reason for the log. */
export interface SignInRefusal {
  error: OAuthErrorType;
  /** For the log only: names the rule, never a token, code or claim value. */
  reason: string;
}

export type SignInOutcome = { identity: VerifiedIdentity } | { refusal: SignInRefusal };

/**
 * A sign-in provider for staff: the local stand-in (standInGoogleProvider.ts) or Google OpenID
 * Connect (googleOidcProvider.ts), chosen by configuration without touching the routes.
 */
export interface IdentityProvider {
  readonly id: 'google';
  /** 'stand-in' or 'google': what the start banner says. */
  readonly kind: 'stand-in' | 'oidc';
  /** Throws when the provider cannot be reached (the route answers `oauth-init-failed`). */
  startSignIn(request: SignInRequest): Promise<SignInStart>;
  /** Turns the callback into a verified identity, or the reason it does not vouch for one. */
  completeSignIn(callback: SignInCallback): Promise<SignInOutcome>;
}
