import type { OAuthDomain } from '@portal/api/contract';

export interface SignInRequest {
  domain: OAuthDomain;
  /** Opaque, signed by the API; the provider must hand it back unchanged to the callback. */
  state: string;
  /** Where the provider sends the browser back to (GET, with `code` and `state`). */
  callbackUrl: string;
}

/** How the browser continues: a page the API serves, or a redirect to the provider. */
export type SignInStart = { kind: 'page'; html: string } | { kind: 'redirect'; url: string };

export interface VerifiedIdentity {
  email: string;
}

/**
 * A sign-in provider for staff. The local stand-in implements it today; a Google OpenID Connect
 * provider (authorisation-code flow, `hd` restricted to the staff domain) can replace it by
 * configuration without touching the routes.
 */
export interface IdentityProvider {
  readonly id: 'google';
  startSignIn(request: SignInRequest): Promise<SignInStart>;
  /** Turns the callback's `code` into a verified identity; null when the provider does not vouch for one. */
  completeSignIn(code: string): Promise<VerifiedIdentity | null>;
}
