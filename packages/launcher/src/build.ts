import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { APPS, type AppInfo } from '@portal/registry/apps';
import { appDir, distDir, REPO_ROOT } from './paths';

// Code every app compiles in: a change here makes every build stale.
const SHARED_SOURCES = [
  'packages/api/src',
  'packages/ui-core/src',
  'packages/ui/src',
  'packages/router/src',
  'packages/sign-in/src',
  'packages/format/src',
  'packages/registry/src',
  'packages/federation/src',
  'packages/build/src',
];

const REGISTRY_FILE = join(REPO_ROOT, 'packages', 'registry', 'src', 'registry.json');

/** The registry an app's last build read, recorded beside the launcher's other state (not in git). */
const registryBuiltWith = (app: AppInfo) => join(REPO_ROOT, '.data', 'builds', `${app.dir}.registry.json`);

/** The newest modification time in `path`, the registry file aside (registryChangedFor weighs it). */
function newestMtime(path: string): number {
  if (!existsSync(path) || path === REGISTRY_FILE) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/**
 * Whether the registry changed for an app built at `builtAt`. A section added after the entries it
 * was built with changes nothing that build does (the shell finds its sections in portal-config.json
 * at run time), so adding a section rebuilds only the new one; any other change rebuilds the app.
 */
function registryChangedFor(app: AppInfo, builtAt: number): boolean {
  if (statSync(REGISTRY_FILE).mtimeMs <= builtAt) return false;
  let builtWith: { sections: unknown[] };
  try {
    builtWith = JSON.parse(readFileSync(registryBuiltWith(app), 'utf8')) as { sections: unknown[] };
  } catch {
    return true;
  }
  const now = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as { sections: unknown[] };
  return !isDeepStrictEqual(
    { ...now, sections: now.sections.slice(0, builtWith.sections.length) },
    builtWith,
  );
}

/** An app needs a build when it has none, or when its sources changed after it. */
export function needsBuild(app: AppInfo): boolean {
  const manifest = join(distDir(app.dir), 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  const sources = [join(app.dir, 'src'), join(app.dir, 'package.json'), ...SHARED_SOURCES];
  return (
    sources.some((source) => newestMtime(join(REPO_ROOT, source)) > builtAt) ||
    registryChangedFor(app, builtAt)
  );
}

function buildApp(app: AppInfo): Promise<void> {
  const registry = readFileSync(REGISTRY_FILE, 'utf8');
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: appDir(app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code === 0) {
        mkdirSync(join(REPO_ROOT, '.data', 'builds'), { recursive: true });
        writeFileSync(registryBuiltWith(app), registry);
        console.log(`  built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolvePromise();
      } else {
        reject(new Error(`Building ${app.dir} failed:\n${output}`));
      }
    });
  });
}

/**
 * Builds the given apps two at a time: a production build takes 600-780 MB and most of a core,
 * and these machines have two.
 */
export async function buildApps(apps: readonly AppInfo[], parallel = 2): Promise<void> {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
}

const LOCK_DIR = join(REPO_ROOT, '.data', 'build.lock');

function lockHolderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** Two runs (a test run and `npm start`) must never build into the same dist/ at once. */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(REPO_ROOT, '.data'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      const abandoned = existsSync(join(LOCK_DIR, 'pid'))
        ? !lockHolderAlive()
        : Date.now() - statSync(LOCK_DIR).mtimeMs > 30_000;
      if (abandoned) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Builds what is not built (or is stale); `force` rebuilds everything. */
export async function ensureBuilt({ force = false } = {}): Promise<void> {
  await withBuildLock(async () => {
    const stale = APPS.filter((app) => force || needsBuild(app));
    if (stale.length === 0) return;
    console.log(`Building ${stale.map((app) => app.dir).join(', ')} ...`);
    await buildApps(stale);
  });
}
