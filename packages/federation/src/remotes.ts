import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRemoteLoader } from '@portal/ui-core';
import { useSyncExternalStore } from 'react';
import type { BuildStamp } from './manifest';
import type { PortalConfig } from '@portal/registry';
import type { ReleaseReason } from './releaseChoice';
import {
  embedsAt,
  fallBackFromCandidate,
  forgetCandidateInThisTab,
  isConfiguredRemote,
  manifestOf,
  preloadSection,
  registerAfreshAfterFailure,
  registerPortalRemotes,
  releaseChoiceOf,
  remoteNameOf,
  renewFailedRegistration,
  renewReleaseChoice,
  type SectionLocation,
} from './remoteRegistry';
import { startSectionPrefetch } from './sectionPrefetch';
import { configureHealth, flushHealth, recordHealth } from './sectionHealth';
import { isVersionSkewError } from './versionSkew';

/** 'incompatible': the remote needs a shared version this page cannot give it (VersionSkewError). */
export type RemoteLoadState = 'not loaded' | 'loading' | 'loaded' | 'failed' | 'incompatible';

export interface RemoteStatus {
  name: string;
  /** The manifest of the release this page runs (or will). */
  manifestUrl: string;
  /** Why this page runs that release (releaseChoice.ts). */
  release: ReleaseReason;
  state: RemoteLoadState;
  /** The build this page runs, once the remote's code was loaded (to spot a newer deploy). */
  build?: BuildStamp;
}

// What the page knows of each remote, for the settings page.
let statuses: readonly RemoteStatus[] = [];
const listeners = new Set<() => void>();
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

/**
 * Registers the configured remotes with this page's federation runtime and makes them loadable
 * through @portal/ui's RemoteModule. Nothing is fetched until a route needs a remote.
 */
export function setupRemotes(config: PortalConfig): void {
  registerPortalRemotes(config);
  configureHealth(config.healthUrl);
  statuses = config.sections.map(({ name, manifestUrl }) => ({
    name,
    manifestUrl: releaseChoiceOf(name)?.manifestUrl ?? manifestUrl,
    release: releaseChoiceOf(name)?.reason ?? 'live',
    state: 'not loaded' as const,
  }));
  setRemoteLoader(loadRemoteModule, (id) => loadedModules.get(id));
}

// A published release's manifest URL: /releases/<section>/<version>-<commit>/ (launcher releaseStore.ts).
const RELEASE_MANIFEST = /\/releases\/[^/]+\/([^/]+)\/mf-manifest\.json$/;

/**
 * The release of `name` this page runs, as section health names it: its build's, or before its
 * manifest was read (it failed to load), the release its URL names, else the URL itself.
 */
function releaseOf(name: string): string {
  const build = manifestOf(name)?.build;
  if (build) return `${build.version}-${build.commit}`;
  const url = releaseChoiceOf(name)?.manifestUrl;
  return (url && RELEASE_MANIFEST.exec(new URL(url, location.href).pathname)?.[1]) ?? url ?? 'unknown';
}

/** True while this page runs `name`'s canary candidate (not the live release). */
export const runsCandidate = (name: string): boolean => releaseChoiceOf(name)?.reason === 'canary';

/**
 * Records an error the section's error boundary caught (its class name only) for section health,
 * under the release that threw. A canary candidate that throws must not cost this person the
 * section: the error is flagged as a fallback, and this tab runs the live release from its next
 * page load (reloadOnLiveRelease).
 */
export function recordSectionError(name: string, error: Error): void {
  const fallingBack = runsCandidate(name);
  recordHealth({
    section: name,
    release: releaseOf(name),
    kind: 'error',
    error: error.name || 'Error',
    ...(fallingBack && { fallback: true as const }),
  });
  if (fallingBack) forgetCandidateInThisTab(name);
}

/** Loads the page again once its failed candidates are forgotten, sending what health has queued first. */
export function reloadOnLiveRelease(): void {
  flushHealth();
  window.location.reload();
}

async function loadOnce(id: string): Promise<unknown> {
  const name = remoteNameOf(id);
  if (!isConfiguredRemote(name)) throw new Error(`The ${name} section is not in portal-config.json`);
  // The runtime remembers a failed manifest; a retry must start from a clean registration.
  renewFailedRegistration(name);
  renewReleaseChoice(name);
  const choice = releaseChoiceOf(name);
  const release = choice && { manifestUrl: choice.manifestUrl, release: choice.reason };
  // Another module of a remote already running (ActivityList after Section) keeps it 'loaded'.
  const alreadyLoaded = Boolean(manifestOf(name));
  if (!alreadyLoaded) setStatus(name, { state: 'loading', ...release });
  const started = performance.now();
  try {
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    setStatus(name, { state: 'loaded', build: manifestOf(name)?.build ?? undefined });
    if (!alreadyLoaded)
      recordHealth({
        section: name,
        release: releaseOf(name),
        kind: 'load',
        ms: Math.round(performance.now() - started),
      });
    return module;
  } catch (error) {
    registerAfreshAfterFailure(name);
    // A candidate that fails (down, broken, built for other shared versions) must not cost this
    // person the section: the live release takes over, on this page.
    const fallingBack = fallBackFromCandidate(name);
    recordHealth({
      section: name,
      release: releaseOf(name),
      kind: isVersionSkewError(error) ? 'skew' : 'load-failure',
      ...(fallingBack && { fallback: true as const }),
    });
    if (fallingBack) return loadOnce(id);
    setStatus(name, { state: isVersionSkewError(error) ? 'incompatible' : 'failed' });
    throw error;
  }
}

/**
 * Loads an exposed module; calls for a module already on its way share that load (the page's early
 * start and the RemoteModule that mounts it), and a module already loaded is handed back as it is.
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

/** A section's page started early (startSection). */
export interface SectionStart {
  /**
   * Resolves when the section's module and the modules it embeds on this page are loaded (an
   * embedded one that fails counts as settled: it shows its own failure) and its prefetch has run;
   * rejects as the section module's load.
   */
  ready: Promise<void>;
  /**
   * Call before the page renders: a prefetch arriving after the page's own calls would leave a
   * response nobody takes, to be taken, stale, by the next mount of that page.
   */
  stopPrefetch(): void;
}

/**
 * Starts everything a section's page needs, at once and in priority order: its `./Section` module,
 * then, once its manifest is read, the modules of other remotes it declares for this page and,
 * through the remote's `./prefetch` module when it has one, the page's first API calls.
 */
export function startSection(name: string, location: SectionLocation, apiUrl: string): SectionStart {
  const prefetch = startSectionPrefetch(name, location, apiUrl);
  preloadSection(name, location);
  const section = loadRemoteModule(`${name}/Section`);
  // Loaded before the page renders, or it would show a spinner in their place.
  const embedded = embedsAt(name, location).then((ids) =>
    Promise.all(ids.map((id) => loadRemoteModule(id).catch(() => undefined))),
  );
  return {
    // A remote that is down never has its manifest read: its module's load rejects this first.
    ready: Promise.all([section, embedded, prefetch.ran]).then(() => undefined),
    stopPrefetch: prefetch.stop,
  };
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
