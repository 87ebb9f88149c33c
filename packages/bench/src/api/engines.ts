import { createDatabase, startApiProcess, startPostgresCluster } from '@portal/admin-api';
import path from 'node:path';
import { measureApiLatency, type LatencyRow } from './latency';
import { loadMix, runApiLoad, type LoadFigures } from './load';
import { adminToken, apiGetter, findTargets } from './targets';

export interface EngineFigures {
  engine: string;
  rows: { users: number; organisations: number; activities: number };
  latency: LatencyRow[];
  load: LoadFigures;
}

export interface EngineSettings {
  /** PGlite's data folder, seeded on first use. */
  pgliteDataDir: string;
  /** A database of an existing PostgreSQL server; without it the bench runs a cluster of its own. */
  postgresUrl: string | undefined;
  /** That cluster's folder, kept between runs; its database is seeded on first use. */
  postgresDir: string;
  postgresPort: number;
  /** Ports of the two API processes. */
  apiPorts: [number, number];
  rounds: number;
  log: (text: string) => void;
}

const API_SERVER = path.join(__dirname, 'apiServer.ts');
const LARGE_DATABASE = 'admin_api_large';

/** The figures of the API running at `apiUrl`. */
export async function measureEngine(
  engine: string,
  apiUrl: string,
  settings: EngineSettings,
): Promise<EngineFigures> {
  const token = await adminToken(apiUrl);
  const get = apiGetter(apiUrl, token);
  const targets = await findTargets(get);
  settings.log(`${engine}: ${settings.rounds} sequential rounds of each call`);
  const latency = await measureApiLatency(get, targets, settings.rounds);
  settings.log(`${engine}: 50 connections for 20 s on a mix of distinct calls, after 5 s of the same`);
  const load = await runApiLoad(apiUrl, token, loadMix(targets));
  return {
    engine,
    rows: {
      users: targets.userTotal,
      organisations: targets.organisationTotal,
      activities: targets.activityTotal,
    },
    latency,
    load,
  };
}

async function measureApiProcess(
  engine: string,
  env: NodeJS.ProcessEnv,
  settings: EngineSettings,
): Promise<EngineFigures> {
  settings.log(`${engine}: starting the API (the first run seeds the large data set, minutes)`);
  const api = await startApiProcess({ SEED_SCALE: 'large', ...env }, API_SERVER);
  try {
    return await measureEngine(engine, api.url, settings);
  } finally {
    await api.stop();
  }
}

/** The same calls and load on the embedded PGlite and on a PostgreSQL server, one after the other. */
export async function measureEngines(settings: EngineSettings): Promise<EngineFigures[]> {
  const pglite = await measureApiProcess(
    'PGlite',
    { DATA_DIR: settings.pgliteDataDir, PORT: String(settings.apiPorts[0]) },
    settings,
  );
  const postgres = (databaseUrl: string) =>
    measureApiProcess(
      'PostgreSQL',
      { DATABASE_URL: databaseUrl, PORT: String(settings.apiPorts[1]) },
      settings,
    );
  if (settings.postgresUrl) return [pglite, await postgres(settings.postgresUrl)];
  const cluster = await startPostgresCluster({ dataDir: settings.postgresDir, port: settings.postgresPort });
  try {
    await createDatabase(cluster.url('postgres'), LARGE_DATABASE);
    return [pglite, await postgres(cluster.url(LARGE_DATABASE))];
  } finally {
    await cluster.stop();
  }
}
