// Runs in the shell's entry, beside the download of its shared modules: nothing here may import
// React or a shared package (they are not loaded yet), hence the pure modules below.
import { TOKEN_KEY } from '@portal/api/storageKeys';
import {
  inlinePortalConfig,
  preloadSection,
  registerPortalRemotes,
  startSectionPrefetch,
} from '@portal/federation/firstWave';
import { sectionAt } from '@portal/registry';
import { loadSignedInScreens } from '../signedInScreensChunk';
import { storedUserMayBeAdmin } from './storedAdmin';

/**
 * With a stored session, starts what the URL's page needs in the first wave of downloads: the
 * screens behind sign-in, the code of the route's section (its remote and the remotes it embeds
 * there) and its first API calls (the remote's prefetch). The bootstrap takes over (startRoute)
 * once the shared modules are in.
 * A stored user who is not an admin gets the screens only: every admin call would be refused.
 * Without a configuration in the page, or with a broken one, it starts nothing: the bootstrap
 * reads and reports it.
 */
export function startFirstWave(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!localStorage.getItem(TOKEN_KEY)) return;
  void loadSignedInScreens().catch(() => undefined);
  let config;
  try {
    config = inlinePortalConfig();
  } catch {
    return;
  }
  if (!config) return;
  registerPortalRemotes(config);
  if (!storedUserMayBeAdmin()) return;
  const route = sectionAt(location.pathname, config.sections);
  if (!route) return;
  const page = { segments: route.segments, search: location.search };
  preloadSection(route.section.name, page);
  // Its first API calls start as soon as the remote's prefetch and the shared API client are in,
  // while the rest of the shared libraries still load and run.
  startSectionPrefetch(route.section.name, page, config.apiUrl);
}
