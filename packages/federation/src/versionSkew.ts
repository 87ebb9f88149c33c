import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { SingletonRequirement } from './manifest';

export interface VersionMismatch {
  name: string;
  requiredVersion: string;
  /** The version this page runs (the loaded singleton, or the host's own copy). */
  providedVersion: string;
}

/**
 * A remote was built for a singleton version this page cannot give it (a newer major of
 * @portal/api, say). Loading it anyway would run it on the wrong copy or load a second one.
 */
export class VersionSkewError extends Error {
  override name = 'VersionSkewError';

  constructor(
    readonly remote: string,
    readonly mismatches: readonly VersionMismatch[],
  ) {
    const needs = mismatches.map(
      (m) => `${m.name} ${m.requiredVersion} (this page has ${m.providedVersion})`,
    );
    super(`${remote} needs ${needs.join(', ')}`);
  }
}

/** By name as well as by class: the error may cross a copy of this module in another bundle. */
export function isVersionSkewError(error: unknown): error is VersionSkewError {
  return error instanceof Error && error.name === 'VersionSkewError';
}

/** The singletons whose required range the provided version does not satisfy. */
export function findVersionSkew(
  required: readonly SingletonRequirement[],
  provided: Readonly<Record<string, string>>,
): VersionMismatch[] {
  return required.flatMap(({ name, requiredVersion }) => {
    const providedVersion = provided[name];
    // Nothing on the page yet: the remote brings its own copy, there is nothing to clash with.
    if (providedVersion === undefined || satisfy(providedVersion, requiredVersion)) return [];
    return [{ name, requiredVersion, providedVersion }];
  });
}

/**
 * The version of each shared package this page runs: the copy already loaded (with loaded-first
 * every remote gets that one), else the host's own.
 */
export function providedSingletonVersions(): Record<string, string> {
  const instance = getInstance();
  if (!instance) return {};
  const packages = instance.shareScopeMap['default'] ?? {};
  return Object.fromEntries(
    Object.entries(packages).flatMap(([name, versions]) => {
      const copies = Object.entries(versions);
      const chosen =
        copies.find(([, copy]) => copy.loaded || copy.loading) ??
        copies.find(([, copy]) => copy.from === instance.options.name);
      return chosen ? [[name, chosen[0]]] : [];
    }),
  );
}
