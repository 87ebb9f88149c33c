// portal-config.json: where the API is and where each remote's manifest is. The launcher (or a
// deploy) writes it beside the shell's files from the registry (apps.ts portalConfigFor); the
// browser runtime (@portal/federation) reads and checks it at start-up. Never baked into a build.

/** One section as the shell mounts it: read at run time, so a new section needs no shell build. */
export interface PortalSection {
  /** Module Federation name of its remote; the shell loads `${name}/Section`. */
  name: string;
  /** Its side-menu label, in menu order. */
  label: string;
  /** Which of the shell's menu icons it shows; an unknown key shows the default icon. */
  icon: string;
  /** Where the shell mounts it ('/app/' is the dashboard's index page, else '/app/<segment>'). */
  basePath: string;
  /** Its remote's mf-manifest.json: the live release. */
  manifestUrl: string;
  /** Only for auditors (a profile with `auditor: true`) when `auditors`; absent: every admin. */
  audience?: 'auditors';
  /** A candidate release some staff run instead of the live one. */
  canary?: PortalCanary;
}

/**
 * A section's candidate release: the accounts named, and a share of all staff chosen by a stable
 * hash of their account id (so a person keeps one version), run it instead of the live one.
 */
export interface PortalCanary {
  /** The candidate's mf-manifest.json. */
  manifestUrl: string;
  /** Percent of staff, 0 to 100. */
  share?: number;
  /** Staff account ids (never e-mail addresses: every browser reads this file). */
  accounts?: string[];
}

export interface PortalConfig {
  apiUrl: string;
  /** Where the shell sends section health beacons; none is sent without it. */
  healthUrl?: string;
  /** The sections, in menu order. */
  sections: PortalSection[];
}

export const PORTAL_CONFIG_PATH = '/portal-config.json';

/**
 * The id of the data block (`<script type="application/json">`) in which the portal's server
 * writes portal-config.json into index.html: written by the launcher, read by the runtime.
 */
export const INLINE_CONFIG_ID = 'portal-config';

export class PortalConfigError extends Error {
  override name = 'PortalConfigError';
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const NAME = /^[a-z][a-z0-9_]*$/;
const BASE_PATH = /^\/app\/([a-z0-9][a-z0-9-]*)?$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function parseSection(raw: unknown, index: number): PortalSection {
  const where = `portal-config.json: section ${index + 1}`;
  if (!raw || typeof raw !== 'object') throw new PortalConfigError(`${where} is not an object`);
  const { name, label, icon, basePath, manifestUrl, canary, audience } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || !NAME.test(name)) {
    throw new PortalConfigError(`${where} needs "name", its remote's name (a-z, 0-9 and _)`);
  }
  const named = `portal-config.json: section "${name}"`;
  if (!isText(label)) throw new PortalConfigError(`${named} needs "label", its menu text`);
  if (typeof icon !== 'string') throw new PortalConfigError(`${named} needs "icon", a menu icon key`);
  if (typeof basePath !== 'string' || !BASE_PATH.test(basePath)) {
    throw new PortalConfigError(`${named} needs "basePath", /app/ or /app/<segment>`);
  }
  if (!isHttpUrl(manifestUrl)) {
    throw new PortalConfigError(`${named} needs "manifestUrl", an http(s) URL`);
  }
  if (audience !== undefined && audience !== 'auditors') {
    throw new PortalConfigError(`${named}: "audience" is "auditors" or absent`);
  }
  return {
    name,
    label,
    icon,
    basePath,
    manifestUrl,
    ...(canary !== undefined && { canary: parseCanary(canary, named) }),
    ...(audience !== undefined && { audience }),
  };
}

function parseCanary(raw: unknown, named: string): PortalCanary {
  const where = `${named}: "canary"`;
  if (!raw || typeof raw !== 'object') throw new PortalConfigError(`${where} is not an object`);
  const { manifestUrl, share, accounts } = raw as Record<string, unknown>;
  if (!isHttpUrl(manifestUrl)) throw new PortalConfigError(`${where} needs "manifestUrl", an http(s) URL`);
  if (share !== undefined && (typeof share !== 'number' || !(share >= 0 && share <= 100))) {
    throw new PortalConfigError(`${where}: "share" is a percent, 0 to 100`);
  }
  if (accounts !== undefined && !(Array.isArray(accounts) && accounts.every(isText))) {
    throw new PortalConfigError(`${where}: "accounts" is a list of staff account ids`);
  }
  return {
    manifestUrl,
    ...(share !== undefined && { share }),
    ...(accounts !== undefined && { accounts }),
  };
}

function firstRepeated(values: readonly string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

/** Checks a parsed config and says exactly what is wrong with it. */
export function parsePortalConfig(raw: unknown): PortalConfig {
  if (!raw || typeof raw !== 'object') throw new PortalConfigError('portal-config.json is not a JSON object');
  const { apiUrl, healthUrl, sections } = raw as Record<string, unknown>;
  if (!isHttpUrl(apiUrl)) throw new PortalConfigError('portal-config.json needs "apiUrl", an http(s) URL');
  if (healthUrl !== undefined && !isHttpUrl(healthUrl)) {
    throw new PortalConfigError('portal-config.json: "healthUrl" is the health collector, an http(s) URL');
  }
  if (!Array.isArray(sections)) {
    throw new PortalConfigError('portal-config.json needs "sections", a list of the sections in menu order');
  }
  const parsed = sections.map(parseSection);
  const name = firstRepeated(parsed.map((section) => section.name));
  if (name) throw new PortalConfigError(`portal-config.json: section "${name}" is listed twice`);
  const basePath = firstRepeated(parsed.map((section) => section.basePath));
  if (basePath)
    throw new PortalConfigError(`portal-config.json: two sections have the base path ${basePath}`);
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    ...(healthUrl !== undefined && { healthUrl }),
    sections: parsed,
  };
}

/** Each section's remote name to its manifest URL. */
export function manifestUrlsOf(config: PortalConfig): Record<string, string> {
  return Object.fromEntries(config.sections.map((section) => [section.name, section.manifestUrl]));
}
