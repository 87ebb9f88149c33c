// `npm start -w packages/admin-api`: the API with settings from the environment
// (PORT, PORTAL_URL, DATA_DIR, DATABASE_URL, SEED_SCALE, TOKEN_SECRET, TRUST_PROXY, LOG_FILE, NODE_ENV,
// DEV_ORIGINS, PROXY_SOCKET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET(_FILE), STAFF_DOMAINS, OIDC_ISSUER,
// STAND_IN_SIGN_IN: docs/sign-in.md); request logs to stdout, or to LOG_FILE.
import { startAdminApi } from './server';

async function main(): Promise<void> {
  const api = await startAdminApi({ logger: true });
  console.log(`Admin API listening on ${api.url}`);
  const { kind, redirectUri } = api.app.signIn;
  console.log(
    kind === 'oidc'
      ? `Sign-in: Google OpenID Connect; its authorised redirect URI: ${redirectUri}`
      : `Sign-in: the local stand-in (no password; not for real staff). Google's would return to ${redirectUri}`,
  );
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    api.app.log.info(`${signal} received, closing`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

// A refused start is most often a setting: its message says which, a stack would bury it.
main().catch((error: unknown) => {
  console.error(`The admin API did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
