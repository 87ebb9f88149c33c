import { useEffect, useState } from 'react';
import { fetchRemoteVersion } from './remoteVersion';

/** The deployed version of each remote (name to version), filled in as the manifests answer. */
export function useRemoteVersions(manifestUrls: Readonly<Record<string, string>>): Record<string, string> {
  const [versions, setVersions] = useState<Record<string, string>>({});
  // The same remotes in the same order mean the same request; a new object alone must not refetch.
  const key = JSON.stringify(manifestUrls);
  useEffect(() => {
    const controller = new AbortController();
    for (const [name, url] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      void fetchRemoteVersion(url, controller.signal).then((version) => {
        if (!controller.signal.aborted) setVersions((current) => ({ ...current, [name]: version }));
      });
    }
    return () => controller.abort();
  }, [key]);
  return versions;
}
