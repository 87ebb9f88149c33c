import { readAppPackage } from './appPackage';

// Shared as singletons (docs/architecture.md "Module Federation rules"): one React, one emotion cache, one SWR cache, one session,
// one theme and one router for the whole page. MUI and react-router are not listed: they reach the
// apps only through @portal/ui and @portal/router, which re-export just what the apps use.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  'swr',
  '@portal/api',
  '@portal/ui-core',
  '@portal/ui',
  '@portal/router',
] as const;

/**
 * Workspace packages bundled into a shared one (@portal/ui re-exports @portal/format, @portal/ui-core's
 * paths read @portal/registry, @portal/api and @portal/ui build on @portal/list-state and take their
 * constants from @portal/contract): library code too, so they travel in the shell's library chunks
 * instead of a small chunk of their own (the contract's constants alone were a 675-byte chunk, too
 * small to precompress, that /login fetched uncompressed). @portal/list-state is not shared itself: it
 * holds no state (the router singleton holds the URL), so each remote bundles its own copy and its
 * `./prefetch` needs no shared module (docs/decisions.md).
 */
const BUNDLED_IN_SINGLETONS = [
  '@portal/format',
  '@portal/registry',
  '@portal/list-state',
  '@portal/contract',
] as const;

const WORKSPACE_SCOPE = '@portal/';

const slashed = (path: string) => path.split('\\').join('/');

/** Whether a module file is a shared workspace package's own (resolved to packages/<name>). */
export function isWorkspacePackageFile(
  resource: string,
  name: (typeof SHARED_SINGLETONS)[number] | (typeof BUNDLED_IN_SINGLETONS)[number],
): boolean {
  return (
    name.startsWith(WORKSPACE_SCOPE) &&
    slashed(resource).includes(`/packages/${name.slice(WORKSPACE_SCOPE.length)}/`)
  );
}

/** Whether a module file is library code: anything from node_modules, or a shared workspace package. */
export function isSharedLibraryFile(resource: string): boolean {
  return (
    slashed(resource).includes('/node_modules/') ||
    [...SHARED_SINGLETONS, ...BUNDLED_IN_SINGLETONS].some((name) => isWorkspacePackageFile(resource, name))
  );
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
}

/** The share list of one app, each with the `requiredVersion` its package.json declares. */
export function sharedFor(appDir: string): Record<string, SharedConfig> {
  const deps = readAppPackage(appDir).dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const requiredVersion = deps[name];
      if (!requiredVersion) throw new Error(`${appDir}/package.json must depend on ${name}`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}
