import { startApiProcess, type AdminApiOptions, type ApiProcess } from '@portal/admin-api';

/** The reference API in a Node process of its own, so a restart loads its code afresh. */
export interface RestartableApi {
  url: string;
  /** Stops the API and starts it again from its current source; the portal's servers stay up. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The options a process of its own takes, through the environment its `main.ts` reads. */
export type ApiProcessOptions = Pick<
  AdminApiOptions,
  'port' | 'host' | 'portalUrl' | 'proxySocket' | 'dataDir' | 'seedScale' | 'logFile'
>;

function environmentFor(options: ApiProcessOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PORT: options.port === undefined ? undefined : String(options.port),
    HOST: options.host,
    PORTAL_URL: options.portalUrl,
    PROXY_SOCKET: options.proxySocket,
    DATA_DIR: options.dataDir,
    SEED_SCALE: options.seedScale,
    LOG_FILE: options.logFile,
  };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/**
 * Starts the API as `npm start -w packages/admin-api` would, in its own process group (a Ctrl-C
 * reaches the launcher, which stops it after the servers in front). `onExit` hears of an end
 * nobody asked for (a crash), with what the process printed.
 */
export async function startRestartableApi(
  options: ApiProcessOptions,
  onExit: (reason: string, output: string) => void,
): Promise<RestartableApi> {
  const env = environmentFor(options);
  const start = async () => {
    const started = await startApiProcess(env, undefined, { ownProcessGroup: true });
    started.onUnexpectedExit(onExit);
    return started;
  };
  let current: ApiProcess | null = await start();
  const url = current.url;
  // A restart listens where the first start did, even if that port was picked by the system.
  env.PORT = new URL(url).port;
  return {
    url,
    async restart() {
      // The old process lets go of the data folder and the socket before the new one opens them.
      await current?.stop();
      current = null;
      current = await start();
    },
    async close() {
      await current?.stop();
      current = null;
    },
  };
}
