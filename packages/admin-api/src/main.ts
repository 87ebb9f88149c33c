// `npm start -w packages/admin-api`: the API with settings from the environment
// (PORT, PORTAL_URL, DATA_DIR, DATABASE_URL, SEED_SCALE, TOKEN_SECRET, TRUST_PROXY, LOG_FILE, NODE_ENV,
// DEV_ORIGINS, PROXY_SOCKET); request logs to stdout, or to LOG_FILE.
import { startAdminApi } from './server';

async function main(): Promise<void> {
  const api = await startAdminApi({ logger: true });
  console.log(`Admin API listening on ${api.url}`);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
