// One API process of the engines bench: the API with its settings from the environment
// (DATA_DIR or DATABASE_URL, PORT, SEED_SCALE), without request logging, printing its URL when ready.
import { startAdminApi } from '@portal/admin-api';

// No call limit: the load bench's one session makes thousands of calls a second on purpose.
startAdminApi({ logger: false, adminCallsPerMinute: 0 }).then(
  (api) => {
    console.log(`listening ${api.url}`);
    process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
