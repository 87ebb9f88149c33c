import { useEffect, useState, type ComponentType } from 'react';

/** Loads an exposed module such as 'activities/ActivityList' through the page's federation runtime. */
export type RemoteLoader = (id: string) => Promise<unknown>;
/** The module the loader has already loaded for an id, or undefined. */
export type LoadedRemoteModule = (id: string) => unknown;

// Set once by the shell (or a standalone remote's bootstrap), which owns the federation runtime;
// remotes pull it through this shared singleton instead of talking to the runtime themselves.
let loader: RemoteLoader | null = null;
let loadedModule: LoadedRemoteModule = () => undefined;

export function setRemoteLoader(next: RemoteLoader, loaded: LoadedRemoteModule = () => undefined): void {
  loader = next;
  loadedModule = loaded;
}

/** Resolves the default export of a remote module as a component, or rejects with a clear error. */
export async function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  if (!loader) throw new Error(`No remote loader is set up, so ${id} cannot be loaded`);
  const module = (await loader(id)) as { default?: ComponentType<P> } | null | undefined;
  if (!module?.default) throw new Error(`${id} did not load`);
  return { default: module.default };
}

/** Where a remote module's component is: on its way, ready to render, or failed to load. */
export type RemoteComponentLoad<P> =
  { state: 'loading' } | { state: 'loaded'; Component: ComponentType<P> } | { state: 'failed'; error: Error };

function loadedOrLoading<P>(id: string): RemoteComponentLoad<P> {
  const Component = (loadedModule(id) as { default?: ComponentType<P> } | undefined)?.default;
  return Component ? { state: 'loaded', Component } : { state: 'loading' };
}

/**
 * A remote module's component: at once when it is already loaded (started with the page, see
 * startSection), otherwise loaded after mount, afresh for every new `attempt` (a Retry). Not
 * React.lazy: React keeps a Suspense fallback it has shown for at least 300 ms, so a module
 * arriving a few milliseconds after its page would be held back behind a spinner that long.
 */
export function useRemoteComponent<P>(id: string, attempt: number): RemoteComponentLoad<P> {
  const key = `${id}#${attempt}`;
  const [load, setLoad] = useState(() => ({ key, result: loadedOrLoading<P>(id) }));
  const current = load.key === key ? load.result : loadedOrLoading<P>(id);
  const loading = current.state === 'loading';
  useEffect(() => {
    if (!loading) return undefined;
    let mounted = true;
    const settle = (result: RemoteComponentLoad<P>) => {
      if (mounted) setLoad({ key, result });
    };
    loadRemoteComponent<P>(id).then(
      ({ default: Component }) => settle({ state: 'loaded', Component }),
      (error: unknown) =>
        settle({ state: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      mounted = false;
    };
  }, [id, key, loading]);
  return current;
}
