/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the API there. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The one rule for the stand-in sign-in, which lets anyone who reaches it choose a staff account
 * without a password (Google sign-in, GOOGLE_CLIENT_ID, turns it off everywhere):
 * - under NODE_ENV=production it is refused, unless STAND_IN_SIGN_IN=allow and the API listens on
 *   loopback only (the production topology's demo on one machine);
 * - otherwise it listens on loopback, unless STAND_IN_SIGN_IN=allow says this is a demo.
 */
export function assertStandInSignInExposure(
  host: string,
  { production, allowed }: { production: boolean; allowed: boolean },
): void {
  if (production) {
    if (allowed && isLoopback(host)) return;
    throw new Error(
      allowed
        ? `STAND_IN_SIGN_IN=allow serves the stand-in sign-in (no password) on loopback only, not on ${host}: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and STAFF_DOMAINS for Google sign-in (docs/sign-in.md)`
        : 'NODE_ENV=production needs Google sign-in: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET (or GOOGLE_CLIENT_SECRET_FILE) and STAFF_DOMAINS (docs/sign-in.md); the stand-in sign-in asks no password, and runs only with STAND_IN_SIGN_IN=allow on loopback',
    );
  }
  if (isLoopback(host) || allowed) return;
  throw new Error(
    `The stand-in Google sign-in asks for no password, so the API listens only on loopback (127.0.0.1, ::1, localhost), not on ${host}; set STAND_IN_SIGN_IN=allow to serve it there for a demo, or GOOGLE_CLIENT_ID for Google sign-in`,
  );
}
