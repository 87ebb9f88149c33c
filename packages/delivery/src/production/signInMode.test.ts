import { productionSignIn } from './signInMode';

const LOOPBACK = '127.0.0.1:8080';
const LOOPBACK_URL = 'http://localhost:8080';

describe('the production topology sign-in', () => {
  it('allows the stand-in explicitly, on loopback, at the topology URL, and says so', () => {
    const signIn = productionSignIn({ PORTAL_URL: 'http://localhost:3000' }, LOOPBACK, LOOPBACK_URL);
    expect(signIn.apiEnv).toEqual({ STAND_IN_SIGN_IN: 'allow', PORTAL_URL: LOOPBACK_URL });
    expect(signIn.portalUrl).toBe(LOOPBACK_URL);
    expect(signIn.portalListen).toBe(LOOPBACK);
    expect(signIn.notice).toContain('Sign-in: the local stand-in (STAND_IN_SIGN_IN=allow');
  });

  it('uses Google when GOOGLE_CLIENT_ID is given, with nginx where PORTAL_LISTEN says and PORTAL_URL as the redirect URI', () => {
    const signIn = productionSignIn(
      { GOOGLE_CLIENT_ID: 'id', PORTAL_LISTEN: '0.0.0.0:8080', PORTAL_URL: 'https://admin.example.com/' },
      LOOPBACK,
      LOOPBACK_URL,
    );
    expect(signIn.apiEnv).toEqual({ PORTAL_URL: 'https://admin.example.com' });
    expect(signIn.portalUrl).toBe('https://admin.example.com');
    expect(signIn.portalListen).toBe('0.0.0.0:8080');
    expect(signIn.notice).toBe(
      'Sign-in: Google OpenID Connect (GOOGLE_CLIENT_ID is set), redirect URI https://admin.example.com/auth/oauth/google/callback; nginx listens on 0.0.0.0:8080.',
    );
  });

  it('with Google on loopback, the topology URL unless PORTAL_URL says otherwise', () => {
    const signIn = productionSignIn({ GOOGLE_CLIENT_ID: 'id' }, LOOPBACK, LOOPBACK_URL);
    expect(signIn.portalListen).toBe(LOOPBACK);
    expect(signIn.apiEnv).toEqual({ PORTAL_URL: LOOPBACK_URL });
    expect(signIn.notice).toContain(`redirect URI ${LOOPBACK_URL}/auth/oauth/google/callback`);
  });

  it('refuses PORTAL_LISTEN off loopback with Google but no PORTAL_URL, naming PORTAL_URL', () => {
    expect(() =>
      productionSignIn({ GOOGLE_CLIENT_ID: 'id', PORTAL_LISTEN: '0.0.0.0:8080' }, LOOPBACK, LOOPBACK_URL),
    ).toThrow('PORTAL_LISTEN=0.0.0.0:8080 lets other machines reach the portal: set PORTAL_URL');
  });

  it('refuses PORTAL_LISTEN off loopback without Google', () => {
    expect(() => productionSignIn({ PORTAL_LISTEN: '0.0.0.0:8080' }, LOOPBACK, LOOPBACK_URL)).toThrow(
      'PORTAL_LISTEN=0.0.0.0:8080 needs Google sign-in (GOOGLE_CLIENT_ID',
    );
  });
});
