// Ending a session, shared by logout and by the client's 401 and account-gone rules.
import { clearApiCache } from './cacheReset';
import { dispatchAuth } from './authStore';
import { emitSessionEvent } from './sessionEvents';
import { clearStoredSession, getToken } from './storedSession';

// Parallel calls failing with 401 must give one toast and one redirect, not one per call.
let invalidationAnnounced = false;

export function clearSession(): void {
  clearStoredSession();
  dispatchAuth({ type: 'clear' });
  clearApiCache();
}

/** Ends the session the server rejected and tells the shell once per signed-in session. */
export function invalidateSession(): void {
  clearSession();
  if (invalidationAnnounced) return;
  invalidationAnnounced = true;
  emitSessionEvent('authInvalidated', undefined);
}

/** A new sign-in may be invalidated (and announced) again. */
export function rearmSessionInvalidation(): void {
  invalidationAnnounced = false;
}

/** A session ended on purpose (logout) is not announced as expired, even if the server says 401. */
export function disarmSessionInvalidation(): void {
  invalidationAnnounced = true;
}

/**
 * Whether a rejection of a request sent with `requestToken` concerns the current session: a late
 * answer to a request of the previous user must not end the session of the user who signed in since.
 */
export function isCurrentSession(requestToken: string | null): boolean {
  const token = getToken();
  return token === null || token === requestToken;
}
