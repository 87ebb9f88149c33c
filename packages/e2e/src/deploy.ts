import type { PortalConfig } from '@portal/registry';
// What the deploy tests do to the apps on disk: rebuild one, copy one with other requirements or
// changes (with the API), fingerprint a build, and point the running portal's config elsewhere.
import { portalConfigFileFor, REPO_ROOT, withBuildLock } from '@portal/launcher';
import { createSection } from '@portal/new-section';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { basePort } from './ports';

const run = promisify(execFile);

/** `npm run build` in `dir` (an app folder), under the launcher's build lock. */
export async function buildIn(dir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  await withBuildLock(() =>
    run('npm', ['run', 'build', '--silent'], {
      cwd: dir,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

/** One hash over every file name and content under `dir`: equal means byte-identical. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else hash.update(`${child}\n`).update(readFileSync(child));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * An empty folder for one test's copy of parts of the project, under .data (inside the repository,
 * so the copy resolves the same node_modules), with the root tsconfig.json that the copies extend.
 */
function scratchFolder(purpose: string): string {
  const root = join(REPO_ROOT, '.data', `e2e-${basePort}-${purpose}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(join(REPO_ROOT, 'tsconfig.json'), join(root, 'tsconfig.json'));
  return root;
}

/**
 * Copies the build in `dir`/dist aside; the function returned puts it back as it was, byte for
 * byte, in a moment instead of the build again (about 20 s on this machine).
 */
export function keepBuild(dir: string): () => Promise<void> {
  const dist = join(dir, 'dist');
  const kept = join(scratchFolder('kept-build'), 'dist');
  cpSync(dist, kept, { recursive: true });
  return () =>
    withBuildLock(async () => {
      rmSync(dist, { recursive: true, force: true });
      cpSync(kept, dist, { recursive: true });
      rmSync(dirname(kept), { recursive: true, force: true });
    });
}

/** What an app's build reads from its folder. */
const APP_ENTRIES = ['src', 'webpack.config.ts', 'tsconfig.json', 'package.json'];

/**
 * Copies `entries` of the project's folder `dir` (relative to the repository) to the same place
 * under `root`, and links the folder's own node_modules (what npm did not hoist), as an install would.
 */
function copyProjectFolder(root: string, dir: string, entries: readonly string[]): string {
  const copy = join(root, dir);
  mkdirSync(copy, { recursive: true });
  for (const entry of entries) cpSync(join(REPO_ROOT, dir, entry), join(copy, entry), { recursive: true });
  const ownModules = join(REPO_ROOT, dir, 'node_modules');
  if (existsSync(ownModules)) symlinkSync(ownModules, join(copy, 'node_modules'), 'dir');
  return copy;
}

/** A squad's copy of a remote (its own scratch folder named by `purpose`), to change and build alone. */
export function copyRemote(appDirName: string, purpose: string): string {
  return copyProjectFolder(scratchFolder(purpose), appDirName, APP_ENTRIES);
}

/**
 * A squad's copy of a remote whose package.json requires other versions of shared packages.
 * Returns the copy's folder.
 */
export function copyRemoteRequiring(appDirName: string, dependencies: Record<string, string>): string {
  const copy = copyProjectFolder(scratchFolder('skew'), appDirName, APP_ENTRIES);
  const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  pkg.dependencies = { ...pkg.dependencies, ...dependencies };
  writeFileSync(join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
  return copy;
}

/**
 * A squad's new section, made by `npm run new-section` in a copy of what the generator reads and
 * writes: its remote's folder, its contract module and the reference API's copy that serves its
 * endpoint. The copy links its own registry, build tools (which read the registry) and contract
 * (which gains the section's module) in its node_modules, as an install of the copy would;
 * everything else resolves to the repository's.
 */
export function copyWithNewSection(name: string): { root: string; remote: string; api: string } {
  const root = scratchFolder('new-section');
  for (const file of ['package.json', 'shell/package.json']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(root, file));
  }
  mkdirSync(join(root, 'node_modules', '@portal'), { recursive: true });
  for (const tool of ['registry', 'build', 'contract']) {
    const dir = `packages/${tool}`;
    const entries = readdirSync(join(REPO_ROOT, dir)).filter((entry) => entry !== 'node_modules');
    symlinkSync(copyProjectFolder(root, dir, entries), join(root, 'node_modules', '@portal', tool), 'dir');
  }
  const api = copyProjectFolder(root, 'packages/admin-api', ['src', 'package.json', 'tsconfig.json']);
  createSection(root, name);
  return { root, remote: join(root, `mfe-${name}`), api };
}

/** Replaces `from` with `to` in a copied file; fails when `from` is not there (the source has moved on). */
export function editCopy(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains:\n${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Runs `work` while the running portal's config is `change`d (the servers read it per request), then restores it. */
export async function withPortalConfig<T>(
  change: (config: PortalConfig) => PortalConfig,
  work: () => Promise<T>,
) {
  const file = portalConfigFileFor(basePort);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify(change(JSON.parse(original) as PortalConfig)));
  try {
    return await work();
  } finally {
    writeFileSync(file, original);
  }
}

/** Runs `work` while the running portal's config points `remote` at `manifestUrl`, then restores it. */
export function withRemoteManifest<T>(remote: string, manifestUrl: string, work: () => Promise<T>) {
  return withPortalConfig(
    (config) => ({
      ...config,
      sections: config.sections.map((section) =>
        section.name === remote ? { ...section, manifestUrl } : section,
      ),
    }),
    work,
  );
}
