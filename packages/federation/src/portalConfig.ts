// Reads /portal-config.json (its shape and checks: @portal/registry portalConfig.ts) at start-up:
// from the page when the server wrote it in, else from the server.
import {
  INLINE_CONFIG_ID,
  parsePortalConfig,
  PORTAL_CONFIG_PATH,
  PortalConfigError,
  type PortalConfig,
} from '@portal/registry';

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
  return inlinePortalConfig() ?? fetchPortalConfig();
}

/** /portal-config.json as the server has it now (revalidated), checked. */
export async function fetchPortalConfig(signal?: AbortSignal): Promise<PortalConfig> {
  let response: Response;
  try {
    response = await fetch(PORTAL_CONFIG_PATH, { cache: 'no-cache', signal });
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
