import { makeSessionUser } from '../testing';
import { authReducer, INITIAL_AUTH_STATE } from './authState';

const ada = makeSessionUser();

describe('auth state machine', () => {
  it('starts with no user and loading', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ user: null, loading: true });
  });

  it('set loading only changes the flag', () => {
    const signedIn = { user: ada, loading: false };
    expect(authReducer(signedIn, { type: 'setLoading', loading: true })).toEqual({
      user: ada,
      loading: true,
    });
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'setLoading', loading: false })).toEqual({
      user: null,
      loading: false,
    });
  });

  it('set user also ends loading', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'setUser', user: ada })).toEqual({
      user: ada,
      loading: false,
    });
  });

  it('update user merges the given fields', () => {
    const state = authReducer(INITIAL_AUTH_STATE, { type: 'setUser', user: ada });
    const next = authReducer(state, { type: 'updateUser', changes: { firstName: 'Augusta', role: null } });
    expect(next.user).toEqual({ ...ada, firstName: 'Augusta', role: null });
    expect(next.loading).toBe(false);
  });

  it('update user does nothing without a user', () => {
    const signedOut = { user: null, loading: false };
    expect(authReducer(signedOut, { type: 'updateUser', changes: { firstName: 'X' } })).toBe(signedOut);
  });

  it('clear leaves no user and not loading', () => {
    const state = { user: ada, loading: true };
    expect(authReducer(state, { type: 'clear' })).toEqual({ user: null, loading: false });
  });
});
