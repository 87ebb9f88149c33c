import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { setRemoteLoader } from '@portal/ui';
import { useSyncExternalStore } from 'react';
import type { PortalConfig } from './portalConfig';

export type RemoteLoadState = 'not loaded' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: string;
  manifestUrl: string;
  state: RemoteLoadState;
}

// What the page knows of each remote, for the settings page.
let statuses: readonly RemoteStatus[] = [];
const listeners = new Set<() => void>();
const needsFreshRegistration = new Set<string>();
let manifestUrls: Record<string, string> = {};

function setState(name: string, state: RemoteLoadState) {
  statuses = statuses.map((status) => (status.name === name ? { ...status, state } : status));
  listeners.forEach((listener) => listener());
}

const remoteNameOf = (id: string) => id.split('/')[0] ?? id;

function register(names: readonly string[], force: boolean) {
  registerRemotes(
    names.map((name) => ({ name, entry: manifestUrls[name] ?? '' })),
    { force },
  );
}

/**
 * Registers the configured remotes with this page's federation runtime and makes them loadable
 * through @portal/ui's RemoteModule. Nothing is fetched until a route needs a remote.
 */
export function setupRemotes(config: PortalConfig): void {
  manifestUrls = { ...config.remotes };
  statuses = Object.entries(manifestUrls).map(([name, manifestUrl]) => ({
    name,
    manifestUrl,
    state: 'not loaded' as const,
  }));
  registerPlugins([
    // One quick retry for a transient failure; a remote that is down must fail fast, not hang.
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
    {
      name: 'portal-remote-errors',
      // Never let a remote's failure escape into the shell: record it and let the caller's
      // error boundary show it. Returning nothing keeps the runtime's own rejection.
      errorLoadRemote({ id }) {
        try {
          needsFreshRegistration.add(remoteNameOf(id));
        } catch {
          // nothing more to do; the load itself rejects
        }
        return undefined;
      },
    },
  ]);
  register(Object.keys(manifestUrls), false);
  setRemoteLoader(loadRemoteModule);
}

async function loadRemoteModule(id: string): Promise<unknown> {
  const name = remoteNameOf(id);
  if (!(name in manifestUrls)) throw new Error(`The ${name} section is not in portal-config.json`);
  // The runtime remembers a failed manifest; a retry must start from a clean registration.
  if (needsFreshRegistration.delete(name)) register([name], true);
  setState(name, 'loading');
  try {
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    setState(name, 'loaded');
    return module;
  } catch (error) {
    needsFreshRegistration.add(name);
    setState(name, 'failed');
    throw error;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteStatuses(): readonly RemoteStatus[] {
  return useSyncExternalStore(
    subscribe,
    () => statuses,
    () => statuses,
  );
}
