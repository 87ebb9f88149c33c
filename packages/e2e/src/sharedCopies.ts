import type { Page } from 'playwright-core';

/**
 * Every package in the page's Module Federation share scope, with the copies of it the page loaded
 * ("<version> from <provider>"). The runtime keeps one entry per provider that offered a package
 * and marks `loaded` the copy the page runs: two loaded copies of react would mean two Reacts.
 */
export function loadedSharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; from: string };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__
      .__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const loaded = (copies[name] ??= []);
          for (const [version, shared] of Object.entries(versions)) {
            const copy = `${version} from ${shared.from}`;
            if (shared.loaded && !loaded.includes(copy)) loaded.push(copy);
          }
        }
      }
    }
    return copies;
  });
}
