// The session lifecycle of docs/product.md "The session": start-up, login, logout and profile edits.
import { fetchUserProfile } from '../calls/userProfile';
import { postLogout } from '../calls/logout';
import type { SessionUser } from '@portal/contract';
import { clearApiCache } from '../session/cacheReset';
import { INITIAL_AUTH_STATE } from '../session/authState';
import { dispatchAuth, getAuthState } from '../session/authStore';
import { clearSession, disarmSessionInvalidation, rearmSessionInvalidation } from '../session/sessionEnd';
import { getToken, readStoredUser, removeStoredUser, storeTokens, storeUser } from '../session/storedSession';

/**
 * The three start-up rules. Idempotent: once any action has moved the store off its initial state
 * (an earlier call, or a login that ran first), there is nothing left to start.
 */
export function initSession(): void {
  if (getAuthState() !== INITIAL_AUTH_STATE) return;
  const storedUser = getToken() ? readStoredUser() : null;
  dispatchAuth(storedUser ? { type: 'setUser', user: storedUser } : { type: 'clear' });
}

async function loadProfile(): Promise<SessionUser | null> {
  try {
    const profile = await fetchUserProfile();
    storeUser(profile);
    dispatchAuth({ type: 'setUser', user: profile });
    return profile;
  } catch (error) {
    console.error('Failed to refresh the user profile', error);
    dispatchAuth({ type: 'clear' });
    return null;
  }
}

/** Starts a session with a token from the sign-in flow; without `user` the profile is fetched. */
export async function login(
  token: string,
  user?: SessionUser,
  refreshToken?: string,
): Promise<SessionUser | null> {
  storeTokens(token, refreshToken);
  rearmSessionInvalidation();
  // Nothing cached or shown for a previous session may outlive it.
  clearApiCache();
  if (user) {
    storeUser(user);
    dispatchAuth({ type: 'setUser', user });
    return user;
  }
  removeStoredUser();
  dispatchAuth({ type: 'clear' });
  dispatchAuth({ type: 'setLoading', loading: true });
  return loadProfile();
}

/** Ends the session; the server call may fail (expired token, offline) without keeping anyone signed in. */
export async function logout(): Promise<void> {
  disarmSessionInvalidation();
  try {
    await postLogout();
  } catch (error) {
    console.error('Logout request failed', error);
  }
  sessionStorage.clear();
  clearSession();
}

/** Merges changes into the signed-in user (and its stored copy); does nothing when signed out. */
export function updateUser(changes: Partial<SessionUser>): void {
  dispatchAuth({ type: 'updateUser', changes });
  const { user } = getAuthState();
  if (user) storeUser(user);
}
