// The production smoke's web server: the OpenID Connect test server standing in for Google
// (src/googleSignIn.ts) on loopback first, then `npm run start:production` configured with it,
// as an operator configures Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, STAFF_DOMAINS,
// OIDC_ISSUER, PORTAL_URL). Playwright starts its webServer before globalSetup, so the provider
// cannot come from there. SIGTERM (Playwright's graceful shutdown) is passed on; once the topology
// has stopped, the provider stops too.
import { PRODUCTION_URL } from '@portal/delivery';
import { REPO_ROOT } from '@portal/launcher';
import { spawn } from 'node:child_process';
import { googleEnv, startGoogleProvider } from '../src/googleSignIn';

async function main(): Promise<number> {
  const provider = await startGoogleProvider(PRODUCTION_URL);
  console.log(`OpenID Connect test server (Google's stand-in for the smoke): ${provider.issuer}`);
  const topology = spawn('npm', ['run', 'start:production'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...googleEnv(provider.issuer, PRODUCTION_URL) },
    stdio: 'inherit',
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => topology.kill(signal));
  }
  const code = await new Promise<number>((resolve) =>
    topology.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  await provider.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
