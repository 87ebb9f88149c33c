/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the API there. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The stand-in sign-in lets anyone who reaches it choose a staff account without a password, so
 * an API serving it listens on loopback only, unless the operator says this is a demo.
 */
export function assertStandInSignInExposure(host: string, demoSignIn: boolean): void {
  if (isLoopback(host) || demoSignIn) return;
  throw new Error(
    `The stand-in Google sign-in asks for no password, so the API listens only on loopback (127.0.0.1, ::1, localhost), not on ${host}; set DEMO_SIGN_IN=true to serve it there for a demo`,
  );
}
