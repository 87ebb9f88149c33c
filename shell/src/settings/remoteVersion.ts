import { fetchRemoteManifest, type BuildStamp } from '@portal/federation';

/** Shown when a remote's manifest names no version or cannot be read. */
export const UNKNOWN_VERSION = '—';

/** The build deployed at `manifestUrl` right now; null when its manifest cannot be read or names none. */
export async function fetchDeployedBuild(
  manifestUrl: string,
  signal?: AbortSignal,
): Promise<BuildStamp | null> {
  try {
    return (await fetchRemoteManifest(manifestUrl, signal)).build;
  } catch {
    return null;
  }
}
