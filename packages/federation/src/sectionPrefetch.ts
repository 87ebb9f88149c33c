// A section page's first API calls, started by the remote's own `./prefetch` module. Pure (no
// React, no shared module imported): the shell starts them from its entry, while the shared
// libraries are still loading, and its bootstrap takes over the same start.
import { loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import type * as PortalApi from '@portal/api';
import { PREFETCH, whenManifestRead, type SectionLocation } from './remoteRegistry';

/** What a remote's optional `./prefetch` module exposes: starts the first API calls of a page. */
export type SectionPrefetch = (location: SectionLocation) => void;

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
    const [prefetch] = await Promise.all([
      loadRemote<{ default: SectionPrefetch }>(`${name}/${PREFETCH}`),
      sharedApiFor(apiUrl),
    ]);
    if (!stopped()) prefetch?.default(location);
  } catch (error) {
    // Only an early start is lost: the page makes the same calls when it renders.
    console.warn(`${name}/${PREFETCH} could not run`, error);
  }
}

/**
 * Runs the section's `./prefetch` for the page at `location` as soon as it and the shared API client
 * are loaded, once: a second call for the same page (the bootstrap's, after the entry's) gets the
 * same start.
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
