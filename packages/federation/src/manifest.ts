// What the portal reads from a remote's mf-manifest.json: which build it is (written by
// createAppConfig, see ../buildStamp.ts) and which singleton versions it needs.

/** The version stamp every build records in `metaData.buildInfo` of its manifest. */
export interface BuildStamp {
  /** package.json version, or PORTAL_APP_VERSION at build time. */
  version: string;
  /** Short git commit, or 'unknown' when built outside a git checkout. */
  commit: string;
  /** ISO time of the build. */
  builtAt: string;
}

/** A shared singleton and the range the remote was built to run with. */
export interface SingletonRequirement {
  name: string;
  requiredVersion: string;
}

/**
 * A module of another remote that some pages of this one render (declared with createAppConfig's
 * `embeds`), so that the shell can start it with the page without knowing the section's internals.
 */
export interface EmbeddedModule {
  /** 'remote/ExposedModule', e.g. 'activities/ActivityList'. */
  module: string;
  /** Paths under the section that show it: '' is its first page, ':id' any one segment. */
  pages: string[];
}

export interface RemoteManifest {
  /** Null when the manifest carries no version (a build made without createAppConfig). */
  build: BuildStamp | null;
  singletons: SingletonRequirement[];
  /** Names of the exposed modules ('Section', 'prefetch'). */
  exposes: string[];
  embeds: EmbeddedModule[];
}

export const UNKNOWN_COMMIT = 'unknown';

interface RawManifest {
  metaData?: {
    buildInfo?: { buildVersion?: unknown; commit?: unknown; buildTime?: unknown };
    portal?: { embeds?: unknown };
  };
  shared?: unknown;
  exposes?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function readBuild(raw: RawManifest): BuildStamp | null {
  const info = raw.metaData?.buildInfo;
  const version = text(info?.buildVersion);
  if (!version) return null;
  return { version, commit: text(info?.commit) ?? UNKNOWN_COMMIT, builtAt: text(info?.buildTime) ?? '' };
}

function readSingletons(shared: unknown): SingletonRequirement[] {
  if (!Array.isArray(shared)) return [];
  return shared.flatMap((entry: { name?: unknown; singleton?: unknown; requiredVersion?: unknown }) => {
    const name = text(entry?.name);
    const requiredVersion = text(entry?.requiredVersion);
    return entry?.singleton === true && name && requiredVersion ? [{ name, requiredVersion }] : [];
  });
}

function readExposes(exposes: unknown): string[] {
  if (!Array.isArray(exposes)) return [];
  return exposes.flatMap((entry: { name?: unknown }) => {
    const name = text(entry?.name);
    return name ? [name] : [];
  });
}

function readEmbeds(embeds: unknown): EmbeddedModule[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.flatMap((entry: { module?: unknown; pages?: unknown }) => {
    const module = text(entry?.module);
    const pages = Array.isArray(entry?.pages)
      ? entry.pages.filter((page): page is string => typeof page === 'string')
      : [];
    return module?.includes('/') ? [{ module, pages }] : [];
  });
}

export function parseRemoteManifest(raw: unknown): RemoteManifest {
  const manifest = (raw && typeof raw === 'object' ? raw : {}) as RawManifest;
  return {
    build: readBuild(manifest),
    singletons: readSingletons(manifest.shared),
    exposes: readExposes(manifest.exposes),
    embeds: readEmbeds(manifest.metaData?.portal?.embeds),
  };
}

/** Whether a page (its path segments under the section) is one of `pages` ('' the first, ':id' any segment). */
export function isEmbeddingPage(pages: readonly string[], segments: readonly string[]): boolean {
  return pages.some((page) => {
    const pattern = page.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** Reads the manifest deployed at `url` right now (revalidated, never from a stale cache). */
export async function fetchRemoteManifest(url: string, signal?: AbortSignal): Promise<RemoteManifest> {
  const response = await fetch(url, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRemoteManifest(await response.json());
}

/** True when both stamps name the same build; a rebuild changes at least its build time. */
export function sameBuild(a: BuildStamp, b: BuildStamp): boolean {
  return a.version === b.version && a.commit === b.commit && a.builtAt === b.builtAt;
}
