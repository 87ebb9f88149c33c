// The one auth store of the page. It lives at module level (not in a React context) because
// @portal/api is a Module Federation singleton: every remote and every React root reads this copy.
import { useSyncExternalStore } from 'react';
import { authReducer, INITIAL_AUTH_STATE, type AuthAction, type AuthState } from './authState';

let state: AuthState = INITIAL_AUTH_STATE;
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function dispatchAuth(action: AuthAction): void {
  const next = authReducer(state, action);
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user and whether the session is still being established. */
export function useSession(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

export function resetAuthStoreForTests(): void {
  state = INITIAL_AUTH_STATE;
  listeners.forEach((listener) => listener());
}
