import { OAUTH_ERROR_TYPES, type OAuthAction, type SessionUser } from '@portal/contract';
import { LOGIN_FAILED_TEXT, OAUTH_LOGIN_FAILED_TEXT } from './authTexts';

/*
 * What the OAuth callback popup posts to the window that opened it, always with the portal's own
 * origin as target (docs/product.md "The session"). Two shapes are accepted by the login page:
 *
 * Current shape, written by this portal's /auth/callback:
 *   success  { type: '<action>_success', action, provider, token?, refreshToken?, user?, code?, state?,
 *              verificationToken? }            e.g. { type: 'login_success', action: 'login', token, ... }
 *   failure  { type: '<action>_error' | 'oauth_error', action?, error }
 *
 * Legacy shape, from callback pages of earlier releases (always a login):
 *   success  { type: 'OAUTH_SUCCESS', token, refreshToken?, user? }
 *   failure  { type: 'OAUTH_ERROR', error? }
 */

export interface OAuthSuccessMessage {
  type: `${OAuthAction}_success`;
  action: OAuthAction;
  provider: string;
  token?: string;
  refreshToken?: string;
  user?: SessionUser;
  code?: string;
  state?: string;
  verificationToken?: string;
}

export interface OAuthErrorMessage {
  type: `${OAuthAction}_error` | 'oauth_error';
  action?: OAuthAction;
  error: string;
}

export function oauthErrorMessage(action: OAuthAction | null, error: string): OAuthErrorMessage {
  return action ? { type: `${action}_error`, action, error } : { type: 'oauth_error', error };
}

/** What a message means to the login page; null when it is not about a login. */
export type LoginOutcome =
  | { kind: 'success'; token: string; refreshToken?: string; user?: SessionUser }
  | { kind: 'error'; message: string };

// The popup was opened for a login, so any failure it reports is the login's.
const LOGIN_ERROR_TYPES = new Set<string>(['OAUTH_ERROR', ...OAUTH_ERROR_TYPES]);

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// A user object is used as is only when it has the fields the portal relies on; otherwise the
// profile is fetched with the token.
function sessionUserOrUndefined(value: unknown): SessionUser | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, email, isAdmin } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string' && typeof isAdmin === 'boolean'
    ? (value as SessionUser)
    : undefined;
}

/** Reads a message from the sign-in popup (its sender already checked). */
export function readLoginMessage(data: unknown): LoginOutcome | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  const isCurrentSuccess = message.type === 'login_success' && message.action === 'login';
  if (isCurrentSuccess || message.type === 'OAUTH_SUCCESS') {
    const token = nonEmptyString(message.token);
    // docs/product.md "The session": a login needs a token in the success message.
    if (!token) return { kind: 'error', message: LOGIN_FAILED_TEXT };
    return {
      kind: 'success',
      token,
      refreshToken: nonEmptyString(message.refreshToken),
      user: sessionUserOrUndefined(message.user),
    };
  }
  if (typeof message.type === 'string' && LOGIN_ERROR_TYPES.has(message.type)) {
    return { kind: 'error', message: nonEmptyString(message.error) ?? OAUTH_LOGIN_FAILED_TEXT };
  }
  return null;
}
