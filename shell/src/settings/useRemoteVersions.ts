import type { BuildStamp } from '@portal/federation';
import { useEffect, useState } from 'react';
import { fetchDeployedBuild } from './remoteVersion';

/**
 * The build deployed for each remote (name to stamp, null when unreadable), filled in as the
 * manifests answer; a remote is missing while its manifest is being read.
 */
export function useRemoteVersions(
  manifestUrls: Readonly<Record<string, string>>,
): Record<string, BuildStamp | null> {
  const [builds, setBuilds] = useState<Record<string, BuildStamp | null>>({});
  // The same remotes in the same order mean the same request; a new object alone must not refetch.
  const key = JSON.stringify(manifestUrls);
  useEffect(() => {
    const controller = new AbortController();
    for (const [name, url] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      void fetchDeployedBuild(url, controller.signal).then((build) => {
        if (!controller.signal.aborted) setBuilds((current) => ({ ...current, [name]: build }));
      });
    }
    return () => controller.abort();
  }, [key]);
  return builds;
}
