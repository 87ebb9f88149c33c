// Which release of a section a portal runs: its entry in portal-config.json (the file the portal's
// servers answer), replaced atomically, and a history beside it so that a rollback needs no build.
import type { PortalCanary } from '@portal/registry';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { historyFileOf, portalConfigProblem } from '@portal/launcher';
import { jsonText, writeFileAtomically } from './atomicFile';
import { keptRelease, releaseManifestUrl, releaseOfUrl } from './releaseStore';

/** One change of a section's live manifest URL, newest last: a rollback undoes the newest. */
export interface LiveChange {
  from: string;
  to: string;
  at: string;
  by: string;
}

type History = Record<string, LiveChange[]>;

export interface LiveTarget {
  /** The portal's portal-config.json. */
  configFile: string;
  /** The releases root its origin serves at /releases/. */
  root: string;
  /** The origin that serves the releases root (the portal's). */
  origin: string;
}

function readHistory(configFile: string): History {
  const file = historyFileOf(configFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as History) : {};
}

type RawConfig = { sections: Record<string, unknown>[] } & Record<string, unknown>;

/** The config as written (fields this code does not know are kept), checked as the shell checks it. */
function readConfig(configFile: string): RawConfig {
  const text = readFileSync(configFile, 'utf8');
  const problem = portalConfigProblem(configFile, text);
  if (problem) throw new Error(`${problem}; fix it by hand first (npm run release -- check)`);
  return JSON.parse(text) as RawConfig;
}

/** Why the portal's config on disk would be refused, or null when it is valid (`release check`). */
export function checkPortalConfig(configFile: string): string | null {
  return portalConfigProblem(configFile, readFileSync(configFile, 'utf8'));
}

/** What runs `section` on a portal: the live release's id and the canary's, each null when not a release. */
export function releasesRunning(
  configFile: string,
  section: string,
): { live: string | null; canary: string | null } {
  const entry = readConfig(configFile).sections.find((candidate) => candidate.name === section);
  const idOf = (url: unknown) => {
    const release = typeof url === 'string' ? releaseOfUrl(url) : null;
    return release?.section === section ? release.id : null;
  };
  return {
    live: idOf(entry?.manifestUrl),
    canary: idOf((entry?.canary as PortalCanary | undefined)?.manifestUrl),
  };
}

function sectionEntry(config: RawConfig, section: string): Record<string, unknown> {
  const entry = config.sections.find((candidate) => candidate.name === section);
  if (!entry) throw new Error(`portal-config.json has no section "${section}"`);
  return entry;
}

function writeConfig(configFile: string, config: RawConfig): void {
  const text = jsonText(config);
  // Never write what the shell would refuse: the whole file is checked before the rename.
  const problem = portalConfigProblem(configFile, text);
  if (problem) throw new Error(`not written: ${problem}`);
  writeFileAtomically(configFile, text);
}

/** The release ids of `section` a portal's config names (live and canary): retention keeps them. */
export function releasesInUse(configFile: string, section: string): string[] {
  if (!existsSync(configFile)) return [];
  const { live, canary } = releasesRunning(configFile, section);
  return [live, canary].flatMap((id) => (id ? [id] : []));
}

/** Writes `to` as `section`'s live manifest URL (a canary of it ends), then the history. */
function setLive(target: LiveTarget, section: string, to: string, history: History): void {
  const config = readConfig(target.configFile);
  const entry = sectionEntry(config, section);
  entry.manifestUrl = to;
  // The candidate that became live is no longer a canary.
  if ((entry.canary as PortalCanary | undefined)?.manifestUrl === to) delete entry.canary;
  writeConfig(target.configFile, config);
  writeFileAtomically(historyFileOf(target.configFile), jsonText(history));
}

export interface ChangeOptions {
  by?: string;
  now?: Date;
}

/** Makes a published release the live one of `section`; returns the manifest URL it replaced. */
export function promoteRelease(target: LiveTarget, section: string, id: string, options: ChangeOptions = {}) {
  keptRelease(target.root, section, id);
  const to = releaseManifestUrl(target.origin, section, id);
  const current = sectionEntry(readConfig(target.configFile), section).manifestUrl;
  if (current === to) throw new Error(`${section} ${id} is already live`);
  const history = readHistory(target.configFile);
  const change: LiveChange = {
    from: current as string,
    to,
    at: (options.now ?? new Date()).toISOString(),
    by: options.by ?? userInfo().username,
  };
  history[section] = [...(history[section] ?? []), change];
  setLive(target, section, to, history);
  return change;
}

/** Makes the live release before the last promotion live again; no build, one file replaced. */
export function rollbackRelease(target: LiveTarget, section: string, options: ChangeOptions = {}) {
  const history = readHistory(target.configFile);
  const changes = history[section] ?? [];
  const last = changes.at(-1);
  if (!last) throw new Error(`${section} has no earlier live version to roll back to`);
  const current = sectionEntry(readConfig(target.configFile), section).manifestUrl;
  if (current !== last.to)
    throw new Error(
      `${section}'s live manifest was changed by hand (${String(current)}); promote the release you want instead`,
    );
  history[section] = changes.slice(0, -1);
  setLive(target, section, last.from, history);
  const change: LiveChange = {
    from: last.to,
    to: last.from,
    at: (options.now ?? new Date()).toISOString(),
    by: options.by ?? userInfo().username,
  };
  return change;
}

/** A staff account's id, as the API writes it (a UUID): what the shell compares a canary's accounts with. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CanaryOptions {
  /** Percent of staff (0-100), chosen by a stable hash of their account id. */
  share?: number;
  /** Staff account ids that get the candidate. */
  accounts?: readonly string[];
}

/** Names a published release as `section`'s candidate for a share of staff and/or named accounts. */
export function startCanary(target: LiveTarget, section: string, id: string, options: CanaryOptions) {
  keptRelease(target.root, section, id);
  const notIds = (options.accounts ?? []).filter((account) => !ACCOUNT_ID.test(account));
  if (notIds.length)
    throw new Error(
      `--accounts takes staff account ids, not ${notIds.map((account) => `"${account}"`).join(', ')}: the id is shown on the user's page in the portal (Users, then the person)`,
    );
  const config = readConfig(target.configFile);
  const entry = sectionEntry(config, section);
  const manifestUrl = releaseManifestUrl(target.origin, section, id);
  if (entry.manifestUrl === manifestUrl) throw new Error(`${section} ${id} is already live`);
  const canary: PortalCanary = {
    manifestUrl,
    ...(options.share !== undefined && { share: options.share }),
    ...(options.accounts?.length && { accounts: [...options.accounts] }),
  };
  entry.canary = canary;
  writeConfig(target.configFile, config);
  return canary;
}

/** Ends `section`'s canary: everyone runs the live release. */
export function stopCanary(target: LiveTarget, section: string) {
  const config = readConfig(target.configFile);
  const entry = sectionEntry(config, section);
  if (!entry.canary) throw new Error(`${section} has no canary`);
  delete entry.canary;
  writeConfig(target.configFile, config);
}
