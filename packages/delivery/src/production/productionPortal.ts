// `npm run start:production`: the topology the README recommends, on one machine with real parts:
// Debian's nginx serving every app's build and proxying the API's paths to two API processes on one
// PostgreSQL server. docs/production.md describes it.
import { createPrivateFile } from './privateFile';
import { productionSignIn } from './signInMode';
import {
  createDatabase,
  letOthersPassThrough,
  parseSeedScale,
  prepareApiRoleDatabase,
  startApiProcess,
  startPostgresCluster,
  type ApiProcess,
} from '@portal/admin-api';
import type { PortalConfig } from '@portal/registry';
import { APPS, portalConfigFor, SHELL } from '@portal/registry/apps';
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  contentSecurityPolicy,
  defaultReleasesRoot,
  distDir,
  ensureBuilt,
  HEALTH_PATH,
  historyFileOf,
  portalOrigins,
  REPO_ROOT,
  servedReleases,
  startHealthCollector,
} from '@portal/launcher';
import { ensureNginxInstalled, startNginx, type RunningNginx } from './nginx';
import { writeNginxConfig } from './nginxConfig';
import { endStaleProcess, writePidFile } from './processes';

/** Lets other users read `entry` and everything under it (files o+r, folders o+rx); links are left. */
function letOthersRead(entry: string): void {
  const stats = lstatSync(entry);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o005) !== 0o005) chmodSync(entry, (stats.mode & 0o7777) | 0o005);
    for (const name of readdirSync(entry)) letOthersRead(join(entry, name));
  } else if ((stats.mode & 0o004) === 0) {
    chmodSync(entry, (stats.mode & 0o7777) | 0o004);
  }
}

/** The ports of the production topology (docs/production.md). */
export const PRODUCTION_PORTS = { portal: 8080, api: [4001, 4002], postgres: 5499, health: 4003 } as const;
export const PRODUCTION_URL = `http://localhost:${PRODUCTION_PORTS.portal}`;

const root = join(REPO_ROOT, '.data', 'production');
/** Where `npm run start:production` keeps its state, kept between starts. */
export const PRODUCTION_PATHS = {
  root,
  logs: join(root, 'logs'),
  nginx: join(root, 'nginx'),
  postgres: join(root, 'postgres'),
  portalConfig: join(root, 'portal-config.json'),
  /** The section health events the collector keeps (health/healthCollector.ts). */
  sectionHealth: join(root, 'section-health.jsonl'),
  apiLog: (port: number) => join(root, 'logs', `api-${port}.log`),
  /** The pid of the API process on `port` while it runs. */
  apiPidFile: (port: number) => join(root, 'run', `api-${port}.pid`),
};

/** Each section's build on the portal's own origin (deploy/nginx/snippets/portal-remote.conf.template). */
export const remoteUrlOnPortal = (portalUrl: string, name: string) => `${portalUrl}/remotes/${name}`;

/**
 * The production topology's portal-config.json: each section on the portal's origin (`portalUrl`,
 * PORTAL_URL with Google sign-in: productionSignIn), the health collector.
 */
export function productionPortalConfig(portalUrl: string = PRODUCTION_URL): PortalConfig {
  return {
    ...portalConfigFor(portalUrl, (remote) => remoteUrlOnPortal(portalUrl, remote.name)),
    healthUrl: `${portalUrl}${HEALTH_PATH}`,
  };
}

/** One database per data set: SEED_SCALE=large (the benchmarks') seeds a database of its own. */
const databaseName = () => (process.env.SEED_SCALE === 'large' ? 'portal_large' : 'portal');

export interface RunningProduction {
  url: string;
  apiUrls: string[];
  /** What the operator reads: each log file, by what writes it. */
  logs: Record<string, string>;
  /** Which PostgreSQL server the API processes use. */
  database: string;
  close(): Promise<void>;
}

interface Database {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/** DATABASE_URL, else the cluster under .data/production/postgres (created on first start). */
async function openDatabaseServer(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => {} };
  }
  const cluster = await startPostgresCluster({
    dataDir: PRODUCTION_PATHS.postgres,
    port: PRODUCTION_PORTS.postgres,
  });
  const database = databaseName();
  await createDatabase(cluster.url('postgres'), database);
  // Migrated and seeded as the owner; the API processes connect as a role of their own, which may
  // read the access log and append to it but never change it (issue 73, docs/operations.md).
  const apiUrl = await prepareApiRoleDatabase(cluster.url(database), {
    seedScale: parseSeedScale(process.env.SEED_SCALE),
  });
  return {
    url: apiUrl,
    description: `127.0.0.1:${cluster.port}, database ${database}, data in ${relative(process.cwd(), PRODUCTION_PATHS.postgres)}`,
    stop: () => cluster.stop(),
  };
}

async function startApi(
  port: number,
  databaseUrl: string,
  signInEnv: Record<string, string>,
): Promise<ApiProcess> {
  const api = await startApiProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PORTAL_URL: PRODUCTION_URL,
      // nginx on this machine forwards the browser's requests; the API believes that hop only.
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'production',
      LOG_FILE: PRODUCTION_PATHS.apiLog(port),
      ...signInEnv,
    },
    undefined,
    { ownProcessGroup: true },
  );
  writePidFile(PRODUCTION_PATHS.apiPidFile(port), api.pid);
  api.onUnexpectedExit((reason, output) => {
    rmSync(PRODUCTION_PATHS.apiPidFile(port), { force: true });
    console.log(`\nThe API process on ${port} ended (${reason}); nginx sends its requests to the other.`);
    if (output.trim()) console.log(output.trim());
  });
  return api;
}

/** Everything that was started, stopped in the reverse order. */
function stack() {
  const stops: (() => Promise<void>)[] = [];
  return {
    push: (stop: () => Promise<void>) => stops.unshift(stop),
    async stopAll() {
      for (const stop of stops.splice(0)) await stop();
    },
  };
}

/**
 * Builds what is stale, then starts PostgreSQL (or uses DATABASE_URL), the first API process alone
 * (it migrates and seeds an empty database), the second, and nginx in front of them.
 * `onNginxExit` is called if nginx ends by itself: the portal is then gone.
 */
/** nginx's log files, in PRODUCTION_PATHS.logs. */
export const NGINX_LOG_FILES = ['nginx-access.log', 'nginx-error.log'];

export async function startProductionPortal(
  onNginxExit: (reason: string) => void,
): Promise<RunningProduction> {
  const { brotli } = ensureNginxInstalled();
  await ensureBuilt();
  mkdirSync(PRODUCTION_PATHS.logs, { recursive: true });
  // nginx appends to a file that exists and keeps its mode: its logs are readable by their owner only.
  for (const name of NGINX_LOG_FILES) createPrivateFile(join(PRODUCTION_PATHS.logs, name));
  mkdirSync(join(root, 'run'), { recursive: true });
  await endStaleProcess(join(PRODUCTION_PATHS.nginx, 'nginx.pid'), 'nginx', 'SIGQUIT');
  for (const port of PRODUCTION_PORTS.api)
    await endStaleProcess(PRODUCTION_PATHS.apiPidFile(port), 'main.ts', 'SIGTERM');

  const signIn = productionSignIn(process.env, `127.0.0.1:${PRODUCTION_PORTS.portal}`, PRODUCTION_URL);
  console.log(signIn.notice);
  const started = stack();
  try {
    console.log(
      'Starting PostgreSQL, then the API processes one by one (the first migrates and seeds an empty database) ...',
    );
    const database = await openDatabaseServer();
    started.push(() => database.stop());
    const apis: ApiProcess[] = [];
    for (const port of PRODUCTION_PORTS.api) {
      const api = await startApi(port, database.url, signIn.apiEnv);
      apis.push(api);
      started.push(async () => {
        await api.stop();
        rmSync(PRODUCTION_PATHS.apiPidFile(port), { force: true });
      });
    }

    const collector = await startHealthCollector({
      port: PRODUCTION_PORTS.health,
      host: '127.0.0.1',
      file: PRODUCTION_PATHS.sectionHealth,
    });
    started.push(() => collector.close());
    const configText = `${JSON.stringify(productionPortalConfig(signIn.portalUrl), null, 2)}\n`;
    const releasesDir = servedReleases(defaultReleasesRoot());
    mkdirSync(releasesDir, { recursive: true });
    writeFileSync(PRODUCTION_PATHS.portalConfig, configText);
    // A fresh config runs every section's build: no earlier live release to roll back to.
    rmSync(historyFileOf(PRODUCTION_PATHS.portalConfig), { force: true });
    const confFile = writeNginxConfig(
      PRODUCTION_PATHS.nginx,
      {
        NGINX_DIR: PRODUCTION_PATHS.nginx,
        LOG_DIR: PRODUCTION_PATHS.logs,
        PORTAL_LISTEN: signIn.portalListen,
        PORTAL_SERVER_NAME: 'localhost',
        SHELL_DIST: distDir(SHELL.dir),
        PORTAL_CONFIG_FILE: PRODUCTION_PATHS.portalConfig,
        RELEASES_DIR: releasesDir,
        HEALTH_COLLECTOR_ADDRESS: `127.0.0.1:${PRODUCTION_PORTS.health}`,
        API_ADDRESS_1: `127.0.0.1:${PRODUCTION_PORTS.api[0]}`,
        API_ADDRESS_2: `127.0.0.1:${PRODUCTION_PORTS.api[1]}`,
        CONTENT_SECURITY_POLICY: contentSecurityPolicy(portalOrigins(configText)),
      },
      { brotli },
    );
    // nginx creates its temporary folders, not their parent.
    mkdirSync(join(PRODUCTION_PATHS.nginx, 'tmp'), { recursive: true });
    // Started as root, nginx's workers run as another user, who must reach and read what they
    // serve: public files, though a build made under an owner-only umask (an API in the same
    // process sets one) writes them 0600.
    if (process.getuid?.() === 0) {
      for (const served of [
        ...APPS.map((app) => distDir(app.dir)),
        releasesDir,
        PRODUCTION_PATHS.portalConfig,
      ]) {
        letOthersPassThrough(dirname(served));
        letOthersRead(served);
      }
    }
    const nginx: RunningNginx = await startNginx(confFile, `${PRODUCTION_URL}/`);
    nginx.onUnexpectedExit(onNginxExit);
    started.push(() => nginx.stop());

    return {
      url: PRODUCTION_URL,
      apiUrls: apis.map((api) => api.url),
      logs: {
        'nginx access': join(PRODUCTION_PATHS.logs, 'nginx-access.log'),
        'nginx errors': join(PRODUCTION_PATHS.logs, 'nginx-error.log'),
        ...Object.fromEntries(
          PRODUCTION_PORTS.api.map((port) => [`API ${port}`, PRODUCTION_PATHS.apiLog(port)]),
        ),
        ...(process.env.DATABASE_URL ? {} : { PostgreSQL: join(PRODUCTION_PATHS.postgres, 'server.log') }),
      },
      database: database.description,
      close: () => started.stopAll(),
    };
  } catch (error) {
    await started.stopAll();
    throw error;
  }
}
