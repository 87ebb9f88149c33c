// The releases of each section, kept side by side in a static root that stands for a CDN bucket:
// `<root>/sections/<section>/<version>-<commit>/` holds one build, never overwritten, and
// `<root>/releases.json` records each (docs/deploying.md). The portal serves `<root>/sections` at
// /releases/; the record (who published) is not served.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { RELEASES_URL_PATH, servedReleases } from '@portal/launcher';
import { jsonText, writeFileAtomically } from './atomicFile';

/** How many releases of a section are kept (the live and the canary ones always are). */
export const DEFAULT_RELEASES_KEPT = 10;

/** The number of releases kept per section: PORTAL_RELEASES_KEPT, else DEFAULT_RELEASES_KEPT. */
export function releasesKept(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PORTAL_RELEASES_KEPT;
  if (!raw) return DEFAULT_RELEASES_KEPT;
  const kept = Number(raw);
  if (!Number.isInteger(kept) || kept < 1)
    throw new Error(`PORTAL_RELEASES_KEPT must be a whole number of at least 1, got "${raw}"`);
  return kept;
}

export interface Release {
  section: string;
  /** `<version>-<commit>`: its folder and the segment of its URL. */
  id: string;
  version: string;
  commit: string;
  /** When it was built (its manifest's build stamp). */
  builtAt: string;
  publishedAt: string;
  publishedBy: string;
  /** Set when retention removed its files; the record stays. */
  removedAt?: string;
}

interface ReleasesFile {
  releases: Release[];
}

const RELEASES_FILE = 'releases.json';
// A version and a commit become one path segment: nothing that could leave the folder or need escaping.
const SEGMENT = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export const releaseFolder = (root: string, section: string, id: string) =>
  join(servedReleases(root), section, id);

/** The manifest URL of a release on the origin that serves the releases root. */
export const releaseManifestUrl = (origin: string, section: string, id: string) =>
  `${origin}${RELEASES_URL_PATH}/${section}/${id}/mf-manifest.json`;

/** The section and release a manifest URL names, when it is one of the releases' URLs. */
export function releaseOfUrl(manifestUrl: string): { section: string; id: string } | null {
  let path: string;
  try {
    path = new URL(manifestUrl).pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`^${RELEASES_URL_PATH}/([^/]+)/([^/]+)/mf-manifest\\.json$`).exec(path);
  return match ? { section: match[1] as string, id: match[2] as string } : null;
}

export function readReleases(root: string): Release[] {
  const file = join(root, RELEASES_FILE);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleasesFile>;
  if (!Array.isArray(parsed.releases)) throw new Error(`${file} has no "releases" list`);
  return parsed.releases;
}

function writeReleases(root: string, releases: Release[]): void {
  writeFileAtomically(join(root, RELEASES_FILE), jsonText({ releases } satisfies ReleasesFile));
}

/** The release `id` of `section` whose files are still kept; an error naming the kept ones if none. */
export function keptRelease(root: string, section: string, id: string): Release {
  const kept = readReleases(root).filter((release) => release.section === section && !release.removedAt);
  const release = kept.find((candidate) => candidate.id === id);
  if (release && existsSync(join(releaseFolder(root, section, id), 'mf-manifest.json'))) return release;
  const names = kept.map((candidate) => candidate.id).join(', ') || 'none';
  throw new Error(`${section} has no published release "${id}" (kept: ${names})`);
}

interface BuildInfo {
  buildVersion?: unknown;
  commit?: unknown;
  buildTime?: unknown;
}

function buildOf(dist: string): { version: string; commit: string; builtAt: string } {
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${dist} holds no build (no mf-manifest.json): build it first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData?: { buildInfo?: BuildInfo } };
  const info = manifest.metaData?.buildInfo ?? {};
  const version = typeof info.buildVersion === 'string' ? info.buildVersion : '';
  const commit = typeof info.commit === 'string' ? info.commit : '';
  if (!SEGMENT.test(version) || !SEGMENT.test(commit))
    throw new Error(
      `${manifestFile} names no usable version and commit (got "${version}" and "${commit}"): build it with the portal's build`,
    );
  return { version, commit, builtAt: typeof info.buildTime === 'string' ? info.buildTime : '' };
}

export interface PublishOptions {
  root: string;
  section: string;
  /** The section's build folder. */
  dist: string;
  /** Releases that retention must keep whatever their age (the live and canary ones). */
  inUse?: readonly string[];
  kept?: number;
  by?: string;
  now?: Date;
}

/**
 * Copies a section's build into the releases root under `<version>-<commit>`, records it, and
 * removes the files of its oldest releases beyond `kept` (never one in use). Refuses to publish a
 * release that exists: a release never changes. Source maps stay behind (they are for the server).
 */
export function publishRelease(options: PublishOptions): { release: Release; removed: string[] } {
  const { root, section, dist } = options;
  const build = buildOf(dist);
  const id = `${build.version}-${build.commit}`;
  const folder = releaseFolder(root, section, id);
  const releases = readReleases(root);
  if (existsSync(folder) || releases.some((release) => release.section === section && release.id === id))
    throw new Error(
      `${section} ${id} is already published; a release never changes: commit, or raise the version, and build again`,
    );
  mkdirSync(join(servedReleases(root), section), { recursive: true });
  // Copied under a temporary name, then renamed: a half-copied release is never served.
  const temporary = join(servedReleases(root), section, `.${id}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(dist, temporary, { recursive: true, filter: (source) => !source.endsWith('.map') });
  renameSync(temporary, folder);

  const now = options.now ?? new Date();
  const release: Release = {
    section,
    id,
    ...build,
    publishedAt: now.toISOString(),
    publishedBy: options.by ?? userInfo().username,
  };
  const all = [...releases, release];
  const removed = all
    .filter((candidate) => candidate.section === section && !candidate.removedAt)
    .reverse()
    .filter((candidate, index) => index >= (options.kept ?? DEFAULT_RELEASES_KEPT))
    .filter((candidate) => !options.inUse?.includes(candidate.id))
    .map((candidate) => candidate.id);
  for (const old of removed) rmSync(releaseFolder(root, section, old), { recursive: true, force: true });
  writeReleases(
    root,
    all.map((candidate) =>
      candidate.section === section && removed.includes(candidate.id)
        ? { ...candidate, removedAt: now.toISOString() }
        : candidate,
    ),
  );
  return { release, removed };
}
