// Binds a sign-in to the browser that started it: the start page sets this HttpOnly cookie to a
// token signed by the API (tokens.signSignInSecrets) holding the nonce its state carries and PKCE's
// code_verifier, and the callback only completes when the browser sends it back.
// SameSite=Lax still sends it on the provider's top-level redirect back to the callback.

const NAME = 'portal_sign_in';
const PATH = '/auth/oauth/google';
const LIFETIME_SECONDS = 10 * 60;

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${NAME}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}

export const signInCookie = (signedSecrets: string, secure: boolean) =>
  cookie(signedSecrets, LIFETIME_SECONDS, secure);

export const clearedSignInCookie = (secure: boolean) => cookie('', 0, secure);

/** The signed value the browser sent back, if any (verify it with tokens.verifySignInSecrets). */
export function signInCookieValue(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return value.join('=') || null;
  }
  return null;
}
