import type { PortalConfig } from '@portal/registry';
// What the deploy tests do to the apps on disk: rebuild one, copy one with other requirements,
// fingerprint a build, and point the running portal's config elsewhere.
import { portalConfigFileFor, REPO_ROOT, withBuildLock } from '@portal/launcher';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * A squad's copy of a remote whose package.json requires other versions of shared packages, under
 * .data (inside the repository, so it resolves the same node_modules). Returns the copy's folder.
 */
export function copyRemoteRequiring(appDirName: string, dependencies: Record<string, string>): string {
  const root = join(REPO_ROOT, '.data', `e2e-${basePort}-skew`);
  rmSync(root, { recursive: true, force: true });
  const copy = join(root, appDirName);
  mkdirSync(copy, { recursive: true });
  // The app's tsconfig extends ../tsconfig.json.
  cpSync(join(REPO_ROOT, 'tsconfig.json'), join(root, 'tsconfig.json'));
  for (const entry of ['src', 'webpack.config.ts', 'tsconfig.json']) {
    cpSync(join(REPO_ROOT, appDirName, entry), join(copy, entry), { recursive: true });
  }
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, appDirName, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  pkg.dependencies = { ...pkg.dependencies, ...dependencies };
  writeFileSync(join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
  return copy;
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
