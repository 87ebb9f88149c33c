// Runs in the shell's entry, beside the download of its shared modules: nothing here may import
// React or a shared package (they are not loaded yet), hence the pure modules below.
import { TOKEN_KEY } from '@portal/api/storageKeys';
import { inlinePortalConfig, preloadSection, registerPortalRemotes } from '@portal/federation/firstWave';
import { sectionAt } from '@portal/federation/sectionAt';
import { loadSignedInScreens } from '../signedInScreensChunk';

/**
 * With a stored session, starts what the URL's page needs in the first wave of downloads: the
 * screens behind sign-in and the code of the route's section (its remote and the remotes it embeds
 * there). Nothing runs yet; the bootstrap takes over (startRoute) once the shared modules are in.
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
  const route = sectionAt(location.pathname);
  if (route) preloadSection(route.section.name, { segments: route.segments, search: location.search });
}
