// The portal takes a callback's tokens only for a sign-in it started itself (no login CSRF or
// session swap through a crafted /auth/callback link): the login page records the start in its
// tab's session storage, and /auth/callback spends that record, once, within the sign-in's lifetime.

const STARTED_AT_KEY = 'signInStartedAt';
/** As long as the API's sign-in state lives. */
export const SIGN_IN_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

export function recordSignInStart(storage: Storage = window.sessionStorage, now = Date.now()): void {
  storage.setItem(STARTED_AT_KEY, String(now));
}

/** Whether a sign-in started in `storage`'s window within its lifetime; it cannot be spent twice. */
export function spendSignInStart(storage: Storage | null, now = Date.now()): boolean {
  if (!storage) return false;
  const startedAt = Number(storage.getItem(STARTED_AT_KEY));
  storage.removeItem(STARTED_AT_KEY);
  return startedAt > 0 && now >= startedAt && now - startedAt < SIGN_IN_ATTEMPT_LIFETIME_MS;
}

/**
 * The session storage of the window that started the sign-in: the opener for a popup, else this
 * window; null when it cannot be read (an opener on another origin).
 */
export function startingWindowStorage(opener: Window | null): Storage | null {
  try {
    return (opener ?? window).sessionStorage ?? null;
  } catch {
    return null;
  }
}
