import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { setRemoteLoader } from '@portal/ui-core';
import { useSyncExternalStore } from 'react';
import { fetchRemoteManifest, type BuildStamp } from './manifest';
import type { PortalConfig } from './portalConfig';
import {
  findVersionSkew,
  isVersionSkewError,
  providedSingletonVersions,
  VersionSkewError,
} from './versionSkew';

/** 'incompatible': the remote needs a shared version this page cannot give it (VersionSkewError). */
export type RemoteLoadState = 'not loaded' | 'loading' | 'loaded' | 'failed' | 'incompatible';

export interface RemoteStatus {
  name: string;
  manifestUrl: string;
  state: RemoteLoadState;
  /** The build this page runs, once the remote's code was loaded (to spot a newer deploy). */
  build?: BuildStamp;
}

// What the page knows of each remote, for the settings page.
let statuses: readonly RemoteStatus[] = [];
const listeners = new Set<() => void>();
const needsFreshRegistration = new Set<string>();
let manifestUrls: Record<string, string> = {};
// Remotes whose manifest passed the version check, with the build it named.
const checkedBuilds = new Map<string, BuildStamp | undefined>();
const pendingLoads = new Map<string, Promise<unknown>>();
const loadedModules = new Map<string, unknown>();

/**
 * Changes one remote's status and tells subscribers, only when something changed: every change
 * re-renders them, and one arriving while React renders a section restarts that render.
 */
function setStatus(name: string, change: Partial<RemoteStatus>) {
  const current = statuses.find((status) => status.name === name);
  if (
    !current ||
    Object.entries(change).every(([key, value]) => current[key as keyof RemoteStatus] === value)
  ) {
    return;
  }
  statuses = statuses.map((status) => (status === current ? { ...status, ...change } : status));
  listeners.forEach((listener) => listener());
}

const remoteNameOf = (id: string) => id.split('/')[0] ?? id;

function register(names: readonly string[], force: boolean) {
  registerRemotes(
    names.map((name) => ({ name, entry: manifestUrls[name] ?? '' })),
    { force },
  );
}

/**
 * Registers the configured remotes with this page's federation runtime and makes them loadable
 * through @portal/ui's RemoteModule. Nothing is fetched until a route needs a remote.
 */
export function setupRemotes(config: PortalConfig): void {
  manifestUrls = { ...config.remotes };
  statuses = Object.entries(manifestUrls).map(([name, manifestUrl]) => ({
    name,
    manifestUrl,
    state: 'not loaded' as const,
  }));
  registerPlugins([
    // One quick retry for a transient failure; a remote that is down must fail fast, not hang.
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
    {
      name: 'portal-remote-errors',
      // Never let a remote's failure escape into the shell: record it and let the caller's
      // error boundary show it. Returning nothing keeps the runtime's own rejection.
      errorLoadRemote({ id }) {
        try {
          needsFreshRegistration.add(remoteNameOf(id));
        } catch {
          // nothing more to do; the load itself rejects
        }
        return undefined;
      },
    },
  ]);
  register(Object.keys(manifestUrls), false);
  setRemoteLoader(loadRemoteModule);
}

/**
 * Reads the remote's manifest before any of its code runs: a remote built for a singleton major
 * this page does not have is refused with a VersionSkewError instead of breaking the page.
 */
async function checkRemote(name: string, manifestUrl: string): Promise<void> {
  if (checkedBuilds.has(name)) return;
  let manifest;
  try {
    manifest = await fetchRemoteManifest(manifestUrl);
  } catch {
    // Unreachable or unreadable: the runtime's own load (with its retry) reports that.
    return;
  }
  const mismatches = findVersionSkew(manifest.singletons, providedSingletonVersions());
  if (mismatches.length > 0) throw new VersionSkewError(name, mismatches);
  checkedBuilds.set(name, manifest.build ?? undefined);
}

async function loadOnce(id: string): Promise<unknown> {
  // React.lazy calls the loader while it renders, and the status store must not change during a
  // render (React would throw the render away and start again, mounting a new lazy each time).
  await Promise.resolve();
  const name = remoteNameOf(id);
  const manifestUrl = manifestUrls[name];
  if (manifestUrl === undefined) throw new Error(`The ${name} section is not in portal-config.json`);
  // The runtime remembers a failed manifest; a retry must start from a clean registration.
  if (needsFreshRegistration.delete(name)) {
    register([name], true);
    checkedBuilds.delete(name);
  }
  // Another module of a remote already running (ActivityList after Section) keeps it 'loaded'.
  if (!checkedBuilds.has(name)) setStatus(name, { state: 'loading' });
  try {
    await checkRemote(name, manifestUrl);
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    setStatus(name, { state: 'loaded', build: checkedBuilds.get(name) });
    return module;
  } catch (error) {
    needsFreshRegistration.add(name);
    setStatus(name, { state: isVersionSkewError(error) ? 'incompatible' : 'failed' });
    throw error;
  }
}

/**
 * Loads an exposed module; calls for a module already on its way share that load, and a module
 * already loaded is handed back as it is. React mounts a suspended tree again on every attempt until
 * it commits, with a new lazy each time: were each of those a fresh load with its status changes,
 * the store update would restart the very render that asked, for ever (a page stuck on its spinner).
 */
function loadRemoteModule(id: string): Promise<unknown> {
  if (loadedModules.has(id)) return Promise.resolve(loadedModules.get(id));
  let load = pendingLoads.get(id);
  if (!load) {
    load = loadOnce(id)
      .then((module) => {
        loadedModules.set(id, module);
        return module;
      })
      .finally(() => pendingLoads.delete(id));
    pendingLoads.set(id, load);
  }
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remotes as they are now, for code that looks only now and then (the new-version check). */
export function getRemoteStatuses(): readonly RemoteStatus[] {
  return statuses;
}

/** The remotes and their load states, re-rendering on every change (the settings page). */
export function useRemoteStatuses(): readonly RemoteStatus[] {
  return useSyncExternalStore(subscribe, getRemoteStatuses, getRemoteStatuses);
}
