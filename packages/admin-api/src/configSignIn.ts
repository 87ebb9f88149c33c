import { readFileSync } from 'node:fs';
import { parseStaffDomains } from './auth/googleClaims';
import { GOOGLE_ISSUER, issuerUrl } from './auth/googleOidcProvider';

/** Google OpenID Connect settings given as options (tests); else read from the environment. */
export interface GoogleSignInOptions {
  clientId: string;
  clientSecret: string;
  staffDomains: string[];
  /** Default Google's issuer. */
  issuer?: string;
  /** Seconds' cooldown before an unknown `kid` fetches the issuer's keys again (tests: 0). */
  keysCooldownMs?: number;
}

/** The sign-in in use: Google (with its checked settings) or the local stand-in. */
export type SignInConfig =
  | {
      kind: 'oidc';
      google: Required<Omit<GoogleSignInOptions, 'keysCooldownMs'>> & { keysCooldownMs?: number };
    }
  | { kind: 'stand-in'; allowed: boolean };

export const CALLBACK_PATH = '/auth/oauth/google/callback';

/**
 * GOOGLE_CLIENT_ID turns Google on (and the stand-in off everywhere); it then needs
 * GOOGLE_CLIENT_SECRET or GOOGLE_CLIENT_SECRET_FILE and STAFF_DOMAINS; OIDC_ISSUER overrides
 * Google's issuer. Without it, the stand-in, which STAND_IN_SIGN_IN=allow allows where it is
 * otherwise refused (standInExposure.ts).
 */
export function resolveSignIn(
  options: GoogleSignInOptions | undefined,
  env: NodeJS.ProcessEnv,
): SignInConfig {
  if (env.DEMO_SIGN_IN !== undefined) {
    throw new Error('DEMO_SIGN_IN is replaced by STAND_IN_SIGN_IN=allow (see docs/sign-in.md)');
  }
  const standIn = env.STAND_IN_SIGN_IN;
  if (standIn !== undefined && standIn !== '' && standIn !== 'allow') {
    throw new Error(`STAND_IN_SIGN_IN must be "allow" or unset, got "${standIn}"`);
  }
  if (options) {
    return { kind: 'oidc', google: { issuer: GOOGLE_ISSUER, ...options } };
  }
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) {
    const others = ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_SECRET_FILE', 'STAFF_DOMAINS', 'OIDC_ISSUER'];
    const given = others.find((name) => env[name]);
    if (given) throw new Error(`${given} is set but GOOGLE_CLIENT_ID is not: set both for Google sign-in`);
    return { kind: 'stand-in', allowed: standIn === 'allow' };
  }
  const issuer = env.OIDC_ISSUER?.trim() || GOOGLE_ISSUER;
  issuerUrl(issuer);
  return {
    kind: 'oidc',
    google: {
      clientId,
      clientSecret: clientSecret(env),
      staffDomains: parseStaffDomains(env.STAFF_DOMAINS),
      issuer,
    },
  };
}

function clientSecret(env: NodeJS.ProcessEnv): string {
  const file = env.GOOGLE_CLIENT_SECRET_FILE?.trim();
  if (env.GOOGLE_CLIENT_SECRET && file) {
    throw new Error('Set GOOGLE_CLIENT_SECRET or GOOGLE_CLIENT_SECRET_FILE, not both');
  }
  if (file) {
    let secret: string;
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new Error(
        `GOOGLE_CLIENT_SECRET_FILE ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
    if (!secret) throw new Error(`GOOGLE_CLIENT_SECRET_FILE ${file} is empty`);
    return secret;
  }
  const secret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!secret) {
    throw new Error('GOOGLE_CLIENT_ID is set: GOOGLE_CLIENT_SECRET or GOOGLE_CLIENT_SECRET_FILE is missing');
  }
  return secret;
}
