import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { setRemoteLoader } from '@portal/ui-core';
import { useSyncExternalStore } from 'react';
import { isEmbeddingPage, parseRemoteManifest, type BuildStamp, type RemoteManifest } from './manifest';
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
// The manifest of each remote as the federation runtime read it (and the version check passed).
const manifests = new Map<string, RemoteManifest>();
const manifestWaiters = new Map<string, ((manifest: RemoteManifest) => void)[]>();
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
const exposeOf = (id: string) => id.slice(id.indexOf('/') + 1);

function register(names: readonly string[], force: boolean) {
  registerRemotes(
    names.map((name) => ({ name, entry: manifestUrls[name] ?? '' })),
    { force },
  );
}

/** The remote's manifest, once the runtime has read it (now, if it already has). */
function whenManifestRead(name: string): Promise<RemoteManifest> {
  const manifest = manifests.get(name);
  if (manifest) return Promise.resolve(manifest);
  return new Promise((resolve) => manifestWaiters.set(name, [...(manifestWaiters.get(name) ?? []), resolve]));
}

/**
 * Starts loading exposed modules without waiting for them: the runtime fetches their chunks in
 * parallel with the remote's entry (preloadRemote), and the modules land in this page's cache. A
 * failure is left for the component that renders the module to show.
 */
function startLoads(ids: readonly string[]): void {
  for (const id of ids) {
    void preloadRemote([{ nameOrAlias: remoteNameOf(id), exposes: [exposeOf(id)] }]).catch(() => undefined);
    void loadRemoteModule(id).catch(() => undefined);
  }
}

/**
 * The one read of a remote's manifest is the runtime's own: here, before any of the remote's code
 * runs, a remote built for a singleton major this page does not have is refused with a
 * VersionSkewError instead of breaking the page.
 */
function onManifest(name: string, raw: unknown): void {
  const manifest = parseRemoteManifest(raw);
  const mismatches = findVersionSkew(manifest.singletons, providedSingletonVersions());
  if (mismatches.length > 0) throw new VersionSkewError(name, mismatches);
  manifests.set(name, manifest);
  manifestWaiters.get(name)?.forEach((resolve) => resolve(manifest));
  manifestWaiters.delete(name);
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
      name: 'portal-remote-manifests',
      loadRemoteSnapshot(args) {
        if (args.from === 'manifest') onManifest(args.moduleInfo.name, args.manifestJson);
        return args;
      },
    },
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
  setRemoteLoader(loadRemoteModule, (id) => loadedModules.get(id));
}

async function loadOnce(id: string): Promise<unknown> {
  // React.lazy calls the loader while it renders, and the status store must not change during a
  // render (React would throw the render away and start again, mounting a new lazy each time).
  await Promise.resolve();
  const name = remoteNameOf(id);
  if (manifestUrls[name] === undefined) throw new Error(`The ${name} section is not in portal-config.json`);
  // The runtime remembers a failed manifest; a retry must start from a clean registration.
  if (needsFreshRegistration.delete(name)) {
    register([name], true);
    manifests.delete(name);
  }
  // Another module of a remote already running (ActivityList after Section) keeps it 'loaded'.
  if (!manifests.has(name)) setStatus(name, { state: 'loading' });
  try {
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    setStatus(name, { state: 'loaded', build: manifests.get(name)?.build ?? undefined });
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

/** Where a section's page is, relative to the section: what its prefetch module reads. */
export interface SectionLocation {
  /** The decoded path segments under the section's own path: [] for its first page, ['42'] for /app/users/42. */
  segments: string[];
  /** The URL query, with its '?' or empty. */
  search: string;
}

/** What a remote's optional `./prefetch` module exposes: starts the first API calls of a page. */
export type SectionPrefetch = (location: SectionLocation) => void;

/**
 * Starts everything a section's page needs, at once and in priority order: its `./Section` module,
 * then, once its manifest is read, the modules of other remotes it declares for this page and,
 * through the remote's `./prefetch` module when it has one, the page's first API calls. Resolves
 * when the section's module is loaded; rejects as its load does (its error boundary shows that).
 */
export function startSection(name: string, location: SectionLocation): Promise<unknown> {
  const section = `${name}/Section`;
  startLoads([section]);
  void whenManifestRead(name).then(async (manifest) => {
    startLoads(
      manifest.embeds
        .filter(
          (embed) =>
            remoteNameOf(embed.module) in manifestUrls && isEmbeddingPage(embed.pages, location.segments),
        )
        .map((embed) => embed.module),
    );
    if (!manifest.exposes.includes('prefetch')) return;
    try {
      const prefetch = (await loadRemote<{ default: SectionPrefetch }>(`${name}/prefetch`))?.default;
      prefetch?.(location);
    } catch (error) {
      // Only an early start is lost: the page makes the same calls when it renders.
      console.warn(`${name}/prefetch could not run`, error);
    }
  });
  return loadRemoteModule(section);
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
