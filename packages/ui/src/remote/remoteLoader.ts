import type { ComponentType } from 'react';

/** Loads an exposed module such as 'activities/ActivityList' through the page's federation runtime. */
export type RemoteLoader = (id: string) => Promise<unknown>;

// Set once by the shell (or a standalone remote's bootstrap), which owns the federation runtime;
// remotes pull it through this shared singleton instead of talking to the runtime themselves.
let loader: RemoteLoader | null = null;

export function setRemoteLoader(next: RemoteLoader): void {
  loader = next;
}

/** Resolves the default export of a remote module as a component, or rejects with a clear error. */
export async function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  if (!loader) throw new Error(`No remote loader is set up, so ${id} cannot be loaded`);
  const module = (await loader(id)) as { default?: ComponentType<P> } | null | undefined;
  if (!module?.default) throw new Error(`${id} did not load`);
  return { default: module.default };
}
