// portal-config.json: where the API is and where each remote's manifest is. The launcher (or a
// deploy) writes it beside the shell's files from the registry (apps.ts portalConfigFor); the
// browser runtime (@portal/federation) reads and checks it at start-up. Never baked into a build.

export interface PortalConfig {
  apiUrl: string;
  /** Remote name to its mf-manifest.json URL. */
  remotes: Record<string, string>;
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
