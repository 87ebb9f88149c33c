/**
 * How `npm run start:production` signs staff in. With GOOGLE_CLIENT_ID (and the API's other
 * Google variables, docs/sign-in.md) in its environment, Google, at the portal's public URL
 * (PORTAL_URL, default the topology's own), and nginx listens where PORTAL_LISTEN says; without,
 * the topology's demo on one machine: the stand-in sign-in, allowed explicitly
 * (STAND_IN_SIGN_IN=allow, which the API accepts on loopback only), nginx on loopback, the
 * topology's own URL.
 */
export interface ProductionSignIn {
  /** Added to each API process's environment (PORTAL_URL among them). */
  apiEnv: Record<string, string>;
  /** The portal's URL as the browser reaches it: the API's PORTAL_URL and the portal config's origin. */
  portalUrl: string;
  /** nginx's `listen`. */
  portalListen: string;
  /** What the start says about it. */
  notice: string;
}

const isLoopbackListen = (listen: string) => /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost):\d+$/.test(listen);

/** `loopbackUrl`: the topology's own URL, where nginx on `loopbackListen` answers. */
export function productionSignIn(
  env: NodeJS.ProcessEnv,
  loopbackListen: string,
  loopbackUrl: string,
): ProductionSignIn {
  if (env.GOOGLE_CLIENT_ID) {
    const portalListen = env.PORTAL_LISTEN?.trim() || loopbackListen;
    const givenUrl = env.PORTAL_URL?.trim().replace(/\/+$/, '');
    if (!givenUrl && !isLoopbackListen(portalListen)) {
      throw new Error(
        `PORTAL_LISTEN=${portalListen} lets other machines reach the portal: set PORTAL_URL to the address they use (Google sends the browser back to <PORTAL_URL>/auth/oauth/google/callback, docs/sign-in.md)`,
      );
    }
    const portalUrl = givenUrl || loopbackUrl;
    return {
      apiEnv: { PORTAL_URL: portalUrl },
      portalUrl,
      portalListen,
      notice: `Sign-in: Google OpenID Connect (GOOGLE_CLIENT_ID is set), redirect URI ${portalUrl}/auth/oauth/google/callback; nginx listens on ${portalListen}.`,
    };
  }
  if (env.PORTAL_LISTEN && env.PORTAL_LISTEN.trim() !== loopbackListen) {
    throw new Error(
      `PORTAL_LISTEN=${env.PORTAL_LISTEN} needs Google sign-in (GOOGLE_CLIENT_ID, docs/sign-in.md): the stand-in sign-in asks no password, so nginx listens on ${loopbackListen} only`,
    );
  }
  return {
    // The demo's own URL, whatever PORTAL_URL an `npm start` session left in the shell.
    apiEnv: { STAND_IN_SIGN_IN: 'allow', PORTAL_URL: loopbackUrl },
    portalUrl: loopbackUrl,
    portalListen: loopbackListen,
    notice: `Sign-in: the local stand-in (STAND_IN_SIGN_IN=allow: no password, this machine only); set GOOGLE_CLIENT_ID for Google (docs/sign-in.md). nginx listens on ${loopbackListen}.`,
  };
}
