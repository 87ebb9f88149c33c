import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { letOthersPassThrough } from './ownerOnly';

// A PostgreSQL server of its own for tests, benchmarks and `npm run start:production`, from Debian's
// `postgresql` binaries (.ci/run installs them). initdb refuses to run as root, so as root the
// server runs as the `postgres` system user the package creates.

export interface PostgresCluster {
  port: number;
  /** Connection URL of one database of the cluster. */
  url(database: string): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Kept between runs when given (created on first use); otherwise a temp folder removed on stop. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
  /** Trade crash safety for speed (fsync off): for throwaway test clusters. */
  fast?: boolean;
}

const SUPERUSER = 'postgres';

/** The server binaries: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries not found: install them (apt-get install postgresql) or set PG_BIN',
    );
  }
  return path.join(root, versions[0]!, 'bin');
}

const runsAsRoot = () => process.getuid?.() === 0;

/** Runs a server binary, as the postgres user when this process is root; resolves to its exit status. */
function runBinaryStatus(binary: string, args: readonly string[]) {
  const command = path.join(binDir(), binary);
  const [file, fileArgs] = runsAsRoot()
    ? ['runuser', ['-u', SUPERUSER, '--', command, ...args]]
    : [command, [...args]];
  return spawnSync(file, fileArgs, { encoding: 'utf8' });
}

/** Runs a server binary; throws with its output when it fails. */
function runBinary(binary: string, args: readonly string[]): void {
  const result = runBinaryStatus(binary, args);
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** A folder the server's user may write, and reach. */
function ownedByServer(folder: string): void {
  if (!runsAsRoot()) return;
  const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  letOthersPassThrough(folder);
}

async function onServer(serverUrl: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, params)).rowCount;
  } finally {
    await client.end();
  }
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database (a copy of `template` if given) unless it exists; `serverUrl` names any other. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  if (await onServer(serverUrl, 'select 1 from pg_database where datname = $1', [name])) return;
  const copy = template ? ` template ${identifier(template)}` : '';
  await onServer(serverUrl, `create database ${identifier(name)}${copy}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const throwaway = options.dataDir === undefined;
  const root = throwaway
    ? mkdtempSync(path.join(os.tmpdir(), 'admin-api-postgres-'))
    : path.resolve(options.dataDir!);
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
  ownedByServer(root);
  const dataDir = path.join(root, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    runBinary('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      SUPERUSER,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
  }
  // A kept cluster whose last user died without stopping it (a killed launcher): stop that server
  // first, or the new one cannot start on the same folder.
  if (!throwaway && runBinaryStatus('pg_ctl', ['status', '-D', dataDir]).status === 0) {
    runBinary('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  }
  const port = options.port ?? (await freePort());
  const settings = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'];
  if (options.fast) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  runBinary('pg_ctl', [
    'start',
    '-w',
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-o',
    settings.join(' '),
  ]);

  const url = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async stop() {
      runBinary('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
      if (throwaway) rmSync(root, { recursive: true, force: true });
    },
  };
}
