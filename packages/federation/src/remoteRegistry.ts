// The page's remotes as the federation runtime knows them: registration, the one read of each
// manifest (version check included) and preloading. No React and no shared module, so that the
// shell can start a route's remote from its entry, before the shared modules have loaded.
import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { isEmbeddingPage, parseRemoteManifest, type RemoteManifest } from './manifest';
import type { PortalConfig, PortalSection } from '@portal/registry';
import { chooseRelease, storedAccountId, type ReleaseChoice } from './releaseChoice';
import { findVersionSkew, providedSingletonVersions, VersionSkewError } from './versionSkew';

/** Where a section's page is, relative to the section: what its prefetch module reads. */
export interface SectionLocation {
  /** The decoded path segments under the section's own path: [] for its first page, ['42'] for /app/users/42. */
  segments: string[];
  /** The URL query, with its '?' or empty. */
  search: string;
}

let sections: Record<string, PortalSection> = {};
// The release each remote is registered with, and the remotes whose candidate failed on this page.
const choices = new Map<string, ReleaseChoice>();
const failedCandidates = new Set<string>();
let registeredConfig: string | null = null;
const needsFreshRegistration = new Set<string>();
// The manifest of each remote as the runtime read it (and the version check passed).
const manifests = new Map<string, RemoteManifest>();
const manifestWaiters = new Map<string, ((manifest: RemoteManifest) => void)[]>();
// Candidates that threw while rendering in this tab, by manifest URL: the page reloads to run the
// live release (a loaded remote cannot be swapped in place), and must not pick the candidate again.
const FAILED_CANDIDATES_KEY = 'portal.failedCandidates';

/** The optional module of a remote that starts a page's first API calls (see remotes.ts startSection). */
export const PREFETCH = 'prefetch';

export const remoteNameOf = (id: string) => id.split('/')[0] ?? id;
const exposeOf = (id: string) => id.slice(id.indexOf('/') + 1);

export const isConfiguredRemote = (name: string) => name in sections;

function candidatesFailedInThisTab(): string[] {
  try {
    const urls: unknown = JSON.parse(sessionStorage.getItem(FAILED_CANDIDATES_KEY) ?? '[]');
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

const candidateFailed = (section: PortalSection) =>
  failedCandidates.has(section.name) ||
  (section.canary !== undefined && candidatesFailedInThisTab().includes(section.canary.manifestUrl));

/**
 * After `name`'s candidate threw while rendering: this tab runs its live release from the next page
 * load on (the caller reloads).
 */
export function forgetCandidateInThisTab(name: string): void {
  const candidate = sections[name]?.canary?.manifestUrl;
  if (!candidate) return;
  const urls = candidatesFailedInThisTab();
  try {
    if (!urls.includes(candidate))
      sessionStorage.setItem(FAILED_CANDIDATES_KEY, JSON.stringify([...urls, candidate]));
  } catch {
    // Storage refused: this page still falls back below, the next one may try the candidate again.
  }
  failedCandidates.add(name);
}

function choose(name: string): ReleaseChoice | undefined {
  const section = sections[name];
  return section && chooseRelease(section, storedAccountId(), candidateFailed(section));
}

function register(names: readonly string[], force: boolean) {
  registerRemotes(
    names.map((name) => {
      const choice = choose(name);
      if (choice) choices.set(name, choice);
      return { name, entry: choice?.manifestUrl ?? '' };
    }),
    { force },
  );
}

/**
 * The manifest URL of each section's release this page would run under `config` (a newer copy of
 * portal-config.json): a promotion, a rollback or a canary shows as a changed URL.
 */
export function releaseUrlsIn(config: PortalConfig): Record<string, string> {
  const accountId = storedAccountId();
  return Object.fromEntries(
    config.sections.map((section) => [
      section.name,
      chooseRelease(section, accountId, candidateFailed(section)).manifestUrl,
    ]),
  );
}

/** The release of `name` this page is registered to run, and why. */
export const releaseChoiceOf = (name: string): ReleaseChoice | undefined => choices.get(name);

/**
 * Registers `name` afresh when the release this page should run has changed since it registered
 * (someone signed in, who is in a canary); true when it did.
 */
export function renewReleaseChoice(name: string): boolean {
  const next = choose(name);
  const current = choices.get(name);
  if (!next || (current?.manifestUrl === next.manifestUrl && current.reason === next.reason)) return false;
  register([name], true);
  manifests.delete(name);
  return true;
}

/**
 * After `name`'s candidate failed to load: from now on this page runs its live release. False when
 * it was not running a candidate (nothing to fall back to).
 */
export function fallBackFromCandidate(name: string): boolean {
  if (choices.get(name)?.reason !== 'canary') return false;
  failedCandidates.add(name);
  needsFreshRegistration.add(name);
  return true;
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
 * Registers the configured remotes with this page's federation runtime. Once per configuration:
 * the shell's first wave and its bootstrap both call it.
 */
export function registerPortalRemotes(config: PortalConfig): void {
  const key = JSON.stringify([config.sections, storedAccountId()]);
  if (registeredConfig === key) return;
  if (registeredConfig === null) {
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
  }
  registeredConfig = key;
  sections = Object.fromEntries(config.sections.map((section) => [section.name, section]));
  register(Object.keys(sections), false);
}

/** After a failure: the runtime remembers a failed manifest, so the next load registers afresh. */
export function registerAfreshAfterFailure(name: string): void {
  needsFreshRegistration.add(name);
}

/** Registers `name` afresh if it failed since; true when it did. */
export function renewFailedRegistration(name: string): boolean {
  if (!needsFreshRegistration.delete(name)) return false;
  register([name], true);
  manifests.delete(name);
  return true;
}

export const manifestOf = (name: string): RemoteManifest | undefined => manifests.get(name);

/** The remote's manifest, once the runtime has read it (now, if it already has). */
export function whenManifestRead(name: string): Promise<RemoteManifest> {
  const manifest = manifests.get(name);
  if (manifest) return Promise.resolve(manifest);
  return new Promise((resolve) => manifestWaiters.set(name, [...(manifestWaiters.get(name) ?? []), resolve]));
}

/** The modules of other remotes its manifest says the section shows on this page. */
export async function embedsAt(name: string, location: SectionLocation): Promise<string[]> {
  const manifest = await whenManifestRead(name);
  return manifest.embeds
    .filter(
      (embed) =>
        isConfiguredRemote(remoteNameOf(embed.module)) && isEmbeddingPage(embed.pages, location.segments),
    )
    .map((embed) => embed.module);
}

/**
 * Fetches exposed modules' code without running it: the remote's manifest, then its entry and the
 * module's chunks in parallel. A failure is left for the load that runs the module to report.
 */
export function preloadModules(ids: readonly string[]): void {
  for (const id of ids) {
    void preloadRemote([{ nameOrAlias: remoteNameOf(id), exposes: [exposeOf(id)] }]).catch(() => undefined);
  }
}

/**
 * Fetches the code a section's page needs: its `./Section` and, once its manifest is read, its
 * `./prefetch` (when it has one) and the modules of other remotes it shows on this page.
 */
export function preloadSection(name: string, location: SectionLocation): void {
  preloadModules([`${name}/Section`]);
  void whenManifestRead(name).then((manifest) => {
    if (manifest.exposes.includes(PREFETCH)) preloadModules([`${name}/${PREFETCH}`]);
  });
  void embedsAt(name, location).then(preloadModules);
}

const warmedSections = new Set<string>();

/**
 * Fetches the code of a section's first page ahead of a likely visit (the pointer on its menu link,
 * or the link focused), once per page load: the click then waits for the data alone.
 */
export function warmSection(name: string): void {
  if (warmedSections.has(name) || !isConfiguredRemote(name)) return;
  warmedSections.add(name);
  preloadSection(name, { segments: [], search: '' });
}
