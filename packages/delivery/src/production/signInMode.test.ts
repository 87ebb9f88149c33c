import { productionSignIn } from './signInMode';

const LOOPBACK = '127.0.0.1:8080';

describe('the production topology sign-in', () => {
  it('allows the stand-in explicitly, on loopback, and says so', () => {
    const signIn = productionSignIn({}, LOOPBACK);
    expect(signIn.apiEnv).toEqual({ STAND_IN_SIGN_IN: 'allow' });
    expect(signIn.portalListen).toBe(LOOPBACK);
    expect(signIn.notice).toContain('Sign-in: the local stand-in (STAND_IN_SIGN_IN=allow');
  });

  it('uses Google when GOOGLE_CLIENT_ID is given, with nginx where PORTAL_LISTEN says', () => {
    const signIn = productionSignIn({ GOOGLE_CLIENT_ID: 'id', PORTAL_LISTEN: '0.0.0.0:8080' }, LOOPBACK);
    expect(signIn.apiEnv).toEqual({});
    expect(signIn.portalListen).toBe('0.0.0.0:8080');
    expect(signIn.notice).toBe(
      'Sign-in: Google OpenID Connect (GOOGLE_CLIENT_ID is set); nginx listens on 0.0.0.0:8080.',
    );
    expect(productionSignIn({ GOOGLE_CLIENT_ID: 'id' }, LOOPBACK).portalListen).toBe(LOOPBACK);
  });

  it('refuses PORTAL_LISTEN off loopback without Google', () => {
    expect(() => productionSignIn({ PORTAL_LISTEN: '0.0.0.0:8080' }, LOOPBACK)).toThrow(
      'PORTAL_LISTEN=0.0.0.0:8080 needs Google sign-in (GOOGLE_CLIENT_ID',
    );
  });
});
