import { lazy, type ComponentType } from 'react';

/** Loads an exposed module such as 'activities/ActivityList' through the page's federation runtime. */
export type RemoteLoader = (id: string) => Promise<unknown>;
/** The module the loader has already loaded for an id, or undefined. */
export type LoadedRemoteModule = (id: string) => unknown;

// Set once by the shell (or a standalone remote's bootstrap), which owns the federation runtime;
// remotes pull it through this shared singleton instead of talking to the runtime themselves.
let loader: RemoteLoader | null = null;
let loadedModule: LoadedRemoteModule = () => undefined;

// One lazy component per module for the whole page. React throws away the state of a tree that
// suspended before it ever committed, so a lazy made in that state would be made (and loaded) again
// on every render attempt. A failed one is forgotten once its error is shown (forgetRemoteComponent).
const lazyComponents = new Map<string, ComponentType<never>>();

export function setRemoteLoader(next: RemoteLoader, loaded: LoadedRemoteModule = () => undefined): void {
  loader = next;
  loadedModule = loaded;
  lazyComponents.clear();
}

/** Resolves the default export of a remote module as a component, or rejects with a clear error. */
export async function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  if (!loader) throw new Error(`No remote loader is set up, so ${id} cannot be loaded`);
  const module = (await loader(id)) as { default?: ComponentType<P> } | null | undefined;
  if (!module?.default) throw new Error(`${id} did not load`);
  return { default: module.default };
}

/**
 * The remote module's component itself when it is already loaded (started with the page, see
 * startSection): rendered at once, it shows no spinner and waits for no second Suspense round.
 * Otherwise the page's lazy component for it, made on first use.
 */
export function lazyRemoteComponent<P>(id: string): ComponentType<P> {
  const loaded = (loadedModule(id) as { default?: ComponentType<P> } | undefined)?.default;
  if (loaded) return loaded;
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => loadRemoteComponent<P>(id)) as unknown as ComponentType<never>;
    lazyComponents.set(id, component);
  }
  return component as unknown as ComponentType<P>;
}

/** Drops a module's lazy component (after it failed), so the next mount or Retry loads it afresh. */
export function forgetRemoteComponent(id: string): void {
  lazyComponents.delete(id);
}
