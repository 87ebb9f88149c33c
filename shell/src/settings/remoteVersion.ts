/** Shown when a remote's manifest names no version or cannot be read. */
export const UNKNOWN_VERSION = '—';

/** The build version a remote's mf-manifest.json declares (`metaData.buildInfo.buildVersion`). */
export function manifestVersion(manifest: unknown): string {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData
    ?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.trim() ? version : UNKNOWN_VERSION;
}

/** Reads the version of the remote deployed at `manifestUrl` right now. */
export async function fetchRemoteVersion(manifestUrl: string, signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal });
    return response.ok ? manifestVersion(await response.json()) : UNKNOWN_VERSION;
  } catch {
    return UNKNOWN_VERSION;
  }
}
