import { init } from '@module-federation/enhanced/runtime';

/**
 * Starts this page's federation runtime as the shell does, providing each named package as a
 * singleton of the given version (a stand-in module: the tests look at versions, not code). As in
 * a build, a copy is registered unloaded and loads when something first asks for it.
 */
export function initShellRuntime(provided: Record<string, string>): void {
  init({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(provided).map(([name, version]) => [
        name,
        { version, get: () => () => ({}), shareConfig: { singleton: true, requiredVersion: `^${version}` } },
      ]),
    ),
  });
}
