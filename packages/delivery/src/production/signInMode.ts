/**
 * How `npm run start:production` signs staff in. With GOOGLE_CLIENT_ID (and the API's other
 * Google variables, docs/sign-in.md) in its environment, Google, and nginx listens where
 * PORTAL_LISTEN says; without, the topology's demo on one machine: the stand-in sign-in, allowed
 * explicitly (STAND_IN_SIGN_IN=allow, which the API accepts on loopback only), nginx on loopback.
 */
export interface ProductionSignIn {
  /** Added to each API process's environment. */
  apiEnv: Record<string, string>;
  /** nginx's `listen`. */
  portalListen: string;
  /** What the start says about it. */
  notice: string;
}

export function productionSignIn(env: NodeJS.ProcessEnv, loopbackListen: string): ProductionSignIn {
  if (env.GOOGLE_CLIENT_ID) {
    const portalListen = env.PORTAL_LISTEN?.trim() || loopbackListen;
    return {
      apiEnv: {},
      portalListen,
      notice: `Sign-in: Google OpenID Connect (GOOGLE_CLIENT_ID is set); nginx listens on ${portalListen}.`,
    };
  }
  if (env.PORTAL_LISTEN && env.PORTAL_LISTEN.trim() !== loopbackListen) {
    throw new Error(
      `PORTAL_LISTEN=${env.PORTAL_LISTEN} needs Google sign-in (GOOGLE_CLIENT_ID, docs/sign-in.md): the stand-in sign-in asks no password, so nginx listens on ${loopbackListen} only`,
    );
  }
  return {
    apiEnv: { STAND_IN_SIGN_IN: 'allow' },
    portalListen: loopbackListen,
    notice: `Sign-in: the local stand-in (STAND_IN_SIGN_IN=allow: no password, this machine only); set GOOGLE_CLIENT_ID for Google (docs/sign-in.md). nginx listens on ${loopbackListen}.`,
  };
}
