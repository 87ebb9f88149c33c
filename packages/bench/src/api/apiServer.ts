// One API process of the engines bench: the API with its settings from the environment
// (DATA_DIR or DATABASE_URL, PORT, SEED_SCALE), without request logging, printing its URL when ready.
import { startAdminApi } from '@portal/admin-api';

startAdminApi({ logger: false }).then(
  (api) => {
    console.log(`listening ${api.url}`);
    process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
