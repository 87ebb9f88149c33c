// /portal-config.json: where the API is and where each remote's manifest is. Written by the
// launcher (or a deploy) next to the shell's files, read at start-up, never baked into a build.
import { INLINE_CONFIG_ID } from './inlineConfig';

export interface PortalConfig {
  apiUrl: string;
  /** Remote name to its mf-manifest.json URL. */
  remotes: Record<string, string>;
}

export const PORTAL_CONFIG_PATH = '/portal-config.json';

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

/** Checks a parsed config and says exactly what is wrong with it. */
export function parsePortalConfig(raw: unknown): PortalConfig {
  if (!raw || typeof raw !== 'object') throw new PortalConfigError('portal-config.json is not a JSON object');
  const { apiUrl, remotes } = raw as Record<string, unknown>;
  if (!isHttpUrl(apiUrl)) throw new PortalConfigError('portal-config.json needs "apiUrl", an http(s) URL');
  if (!remotes || typeof remotes !== 'object') {
    throw new PortalConfigError('portal-config.json needs "remotes", an object of manifest URLs');
  }
  for (const [name, url] of Object.entries(remotes)) {
    if (!isHttpUrl(url))
      throw new PortalConfigError(`portal-config.json: remote "${name}" needs an http(s) URL`);
  }
  return { apiUrl: apiUrl.replace(/\/+$/, ''), remotes: remotes as Record<string, string> };
}

/** The config the server wrote into the page, or undefined when it wrote none. */
function inlineConfigJson(): unknown {
  const block = document.getElementById(INLINE_CONFIG_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent);
  } catch {
    throw new PortalConfigError('portal-config.json is not valid JSON');
  }
}

/** The configuration the server wrote into the page, checked; null when it wrote none. */
export function inlinePortalConfig(): PortalConfig | null {
  const json = inlineConfigJson();
  return json === undefined ? null : parsePortalConfig(json);
}

/**
 * The page's configuration: the copy the server wrote into index.html (no request, no wait), or
 * /portal-config.json from the server when the page has none (the dev servers, a plain static host).
 */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const inline = inlinePortalConfig();
  if (inline) return inline;
  let response: Response;
  try {
    response = await fetch(PORTAL_CONFIG_PATH, { cache: 'no-cache' });
  } catch {
    throw new PortalConfigError('portal-config.json could not be fetched');
  }
  if (!response.ok) throw new PortalConfigError(`portal-config.json answered HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new PortalConfigError('portal-config.json is not valid JSON');
  }
  return parsePortalConfig(raw);
}
