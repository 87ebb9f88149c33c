import {
  fetchPortalConfig,
  getRemoteStatuses,
  releaseUrlsIn,
  sameBuild,
  type BuildStamp,
} from '@portal/federation';
import { useCallback, useEffect, useState } from 'react';
import { fetchDeployedBuild } from '../settings/remoteVersion';

/** How often an open portal looks for new deploys of the sections it runs (also on window focus). */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export interface SectionUpdate {
  /** Remote name. */
  name: string;
  /** The build now deployed, not the one this page runs. */
  build: BuildStamp;
}

type BuildsByRemote = Readonly<Record<string, BuildStamp>>;

/** `builds` with `name` set to `build`, or without `name`; the same object when nothing changes. */
function withBuild(builds: BuildsByRemote, name: string, build: BuildStamp | null): BuildsByRemote {
  const current = builds[name];
  if (build ? current && sameBuild(current, build) : !current) return builds;
  if (build) return { ...builds, [name]: build };
  return Object.fromEntries(Object.entries(builds).filter(([key]) => key !== name));
}

/**
 * The manifest URL of each section's release this page would run now: portal-config.json names
 * another after a promotion, a rollback or a new canary. Without a readable config (a dev server
 * that has none), the URLs the page runs.
 */
async function currentReleaseUrls(signal: AbortSignal): Promise<Record<string, string>> {
  try {
    return releaseUrlsIn(await fetchPortalConfig(signal));
  } catch {
    return {};
  }
}

/**
 * The loaded sections whose deployed build differs from the one this page runs: the same manifest
 * URL deployed anew, or portal-config.json naming another release. Both are read again on window
 * focus and every `intervalMs`; nothing is reloaded here. The remotes'
 * statuses are read only then, not subscribed to: re-rendering on every load state would restart
 * the render of the section being loaded.
 */
export function useSectionUpdates(intervalMs: number = UPDATE_CHECK_INTERVAL_MS) {
  const [newer, setNewer] = useState<BuildsByRemote>({});
  const [dismissed, setDismissed] = useState<BuildsByRemote>({});

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      // Only sections whose code this page runs can be out of date.
      const running = getRemoteStatuses().filter((status) => status.build);
      if (running.length === 0) return;
      const releaseUrls = await currentReleaseUrls(controller.signal);
      for (const { name, manifestUrl, build } of running) {
        if (!build) continue;
        const url = releaseUrls[name] ?? manifestUrl;
        void fetchDeployedBuild(url, controller.signal).then((deployed) => {
          if (!deployed || controller.signal.aborted) return;
          setNewer((current) => withBuild(current, name, sameBuild(deployed, build) ? null : deployed));
        });
      }
    };
    const checkNow = () => void check();
    window.addEventListener('focus', checkNow);
    const timer = window.setInterval(checkNow, intervalMs);
    return () => {
      controller.abort();
      window.removeEventListener('focus', checkNow);
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  const updates: SectionUpdate[] = Object.entries(newer)
    .filter(([name, build]) => !(dismissed[name] && sameBuild(dismissed[name], build)))
    .map(([name, build]) => ({ name, build }));

  /** Hides the notice for the build now deployed; a later deploy shows it again. */
  const dismiss = useCallback(
    (name: string) => {
      const build = newer[name];
      if (build) setDismissed((current) => withBuild(current, name, build));
    },
    [newer],
  );

  return { updates, dismiss };
}
