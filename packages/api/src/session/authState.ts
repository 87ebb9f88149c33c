// The auth state machine of docs/product.md "The session", as a pure reducer so it is tested without React.
import type { SessionUser } from '@portal/contract';

export interface AuthState {
  user: SessionUser | null;
  loading: boolean;
}

export type AuthAction =
  | { type: 'setLoading'; loading: boolean }
  | { type: 'setUser'; user: SessionUser }
  | { type: 'updateUser'; changes: Partial<SessionUser> }
  | { type: 'clear' };

export const INITIAL_AUTH_STATE: AuthState = { user: null, loading: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'setLoading':
      return { ...state, loading: action.loading };
    case 'setUser':
      return { user: action.user, loading: false };
    case 'updateUser':
      // Nothing to merge into when signed out; keep the same object so no one re-renders.
      return state.user ? { ...state, user: { ...state.user, ...action.changes } } : state;
    case 'clear':
      return { user: null, loading: false };
  }
}
