import { createDatabase, startPostgresCluster, type PostgresCluster } from '@portal/admin-api';
import { spawn, type ChildProcess } from 'node:child_process';
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
  /** The PostgreSQL cluster's folder, kept between runs; its database is seeded on first use. */
  postgresDir: string;
  postgresPort: number;
  /** Ports of the two API processes. */
  apiPorts: [number, number];
  rounds: number;
  log: (text: string) => void;
}

const API_SERVER = path.join(__dirname, 'apiServer.ts');
const LARGE_DATABASE = 'admin_api_large';

/** Starts an API process (seeding its storage on first use, which takes minutes) and waits for it. */
function startApiProcess(env: NodeJS.ProcessEnv): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', API_SERVER], {
    env: { ...process.env, SEED_SCALE: 'large', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API process ended (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const url = /listening (\S+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, process: child });
    });
  });
}

function stopApiProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

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
  settings.log(`${engine}: 50 connections for 20 s on a mix of distinct calls`);
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
  const api = await startApiProcess(env);
  try {
    return await measureEngine(engine, api.url, settings);
  } finally {
    await stopApiProcess(api.process);
  }
}

/** The same calls and load on the embedded PGlite and on a PostgreSQL server, one after the other. */
export async function measureEngines(settings: EngineSettings): Promise<EngineFigures[]> {
  const pglite = await measureApiProcess(
    'PGlite',
    { DATA_DIR: settings.pgliteDataDir, PORT: String(settings.apiPorts[0]) },
    settings,
  );
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster({ dataDir: settings.postgresDir, port: settings.postgresPort });
    await createDatabase(cluster.url('postgres'), LARGE_DATABASE);
    const postgres = await measureApiProcess(
      'PostgreSQL',
      { DATABASE_URL: cluster.url(LARGE_DATABASE), PORT: String(settings.apiPorts[1]) },
      settings,
    );
    return [pglite, postgres];
  } finally {
    await cluster?.stop();
  }
}
