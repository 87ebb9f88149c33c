// Binds a sign-in to the browser that started it: the start page sets this HttpOnly cookie to the
// nonce its state carries, and the callback only completes when the browser sends it back.
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

export const signInCookie = (nonce: string, secure: boolean) => cookie(nonce, LIFETIME_SECONDS, secure);

export const clearedSignInCookie = (secure: boolean) => cookie('', 0, secure);

/** The nonce the browser sent back, if any. */
export function signInCookieNonce(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return value.join('=') || null;
  }
  return null;
}
