// A section page's first API calls, named by the remote's own `./prefetch` module. Pure (no React,
// no shared module imported), as that module is: the shell starts them from its entry, while the
// shared libraries are still loading, and its bootstrap takes over the same start.
import { loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import type * as PortalApi from '@portal/api';
import { sendEarlyGet } from '@portal/api/earlyGet';
import { PREFETCH, whenManifestRead, type SectionLocation } from './remoteRegistry';

// A speed trick of the build (packages/build/src/speed/runtimeSwitches.ts): the build replaces the
// constant; unbuilt (jest) it is on. Off, the calls are sent once the shared client has loaded.
const EARLY_CALLS = process.env.PORTAL_EARLY_CALLS !== 'off';

/**
 * What a remote's optional `./prefetch` module exposes. `firstCalls`: the GET paths (with their
 * queries) the page at `location` reads first, built with the functions its hooks use
 * (`@portal/api/paths`); the module imports no shared module, so it runs the moment it arrives.
 * `default`: what a remote built before `firstCalls` exposes instead (its release may be rolled
 * back to): it starts the calls itself, through the shared client.
 */
export interface SectionPrefetch {
  firstCalls?: (location: SectionLocation) => readonly string[];
  default?: (location: SectionLocation) => void;
}

/** One page's prefetch, started once (startSectionPrefetch). */
export interface PrefetchStart {
  /** Resolves when the prefetch has run, did not need to, or could not (never rejects). */
  ran: Promise<void>;
  /** Past this, a prefetch that has not run yet does not run at all (see SectionStart). */
  stop(): void;
}

const starts = new Map<string, PrefetchStart>();

/** The shared API client, configured for `apiUrl`: the instance every section's calls go through. */
async function sharedApiFor(apiUrl: string): Promise<typeof PortalApi | undefined> {
  const api = await loadShare<typeof PortalApi>('@portal/api');
  const client = api ? api() : undefined;
  client?.configureApi({ apiUrl });
  return client;
}

async function runPrefetch(name: string, location: SectionLocation, apiUrl: string, stopped: () => boolean) {
  const manifest = await whenManifestRead(name);
  if (!manifest.exposes.includes(PREFETCH)) return;
  try {
    const clientReady = sharedApiFor(apiUrl);
    // Awaited below unless stopped first; its failure is reported there.
    clientReady.catch(() => undefined);
    const prefetch = await loadRemote<SectionPrefetch>(`${name}/${PREFETCH}`);
    if (stopped()) return;
    // Sent now, while the shared libraries still load; the shared client takes each answer over.
    const calls = prefetch?.firstCalls?.(location).map((path) => ({
      path,
      sent: EARLY_CALLS ? sendEarlyGet(apiUrl, path) : undefined,
    }));
    const client = await clientReady;
    if (stopped()) return;
    if (calls)
      calls.forEach(({ path, sent }) =>
        sent ? client?.prefetchSentPath(path, sent) : client?.prefetchPath(path),
      );
    else prefetch?.default?.(location); // a remote built before firstCalls
  } catch (error) {
    // Only an early start is lost: the page makes the same calls when it renders.
    console.warn(`${name}/${PREFETCH} could not run`, error);
  }
}

/**
 * Runs the section's `./prefetch` for the page at `location` as soon as it is loaded, once: a
 * second call for the same page (the bootstrap's, after the entry's) gets the same start.
 */
export function startSectionPrefetch(name: string, location: SectionLocation, apiUrl: string): PrefetchStart {
  const key = JSON.stringify([name, location.segments, location.search]);
  let start = starts.get(key);
  if (!start) {
    let stopped = false;
    start = {
      ran: runPrefetch(name, location, apiUrl, () => stopped),
      stop: () => {
        stopped = true;
      },
    };
    starts.set(key, start);
  }
  return start;
}
