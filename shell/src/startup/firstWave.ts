// Runs in the shell's entry, beside the download of its shared modules: nothing here may import
// React or a shared package (they are not loaded yet), hence the pure modules below.
import { TOKEN_KEY } from '@portal/api/storageKeys';
import {
  inlinePortalConfig,
  preloadSection,
  registerPortalRemotes,
  startSectionPrefetch,
} from '@portal/federation/firstWave';
import { sectionAt } from '@portal/federation/sectionAt';
import { loadSignedInScreens } from '../signedInScreensChunk';

/**
 * The first Intl date or number formatter of a page costs it 10-25 ms (ICU starts up, whatever the
 * locale); the later ones, like @portal/ui's en-AU formatters, well under one. Built here, the
 * cost falls while the shared libraries download and the main thread has nothing to do, instead
 * of in the middle of the page's start.
 */
function warmUpNumberAndDateFormatting(): void {
  new Intl.DateTimeFormat().format(0);
  new Intl.NumberFormat().format(0);
}

/**
 * With a stored session, starts what the URL's page needs in the first wave of downloads: the
 * screens behind sign-in, the code of the route's section (its remote and the remotes it embeds
 * there) and its first API calls (the remote's prefetch); and ICU's start-up, which every signed-in
 * page's dates and counts need. The bootstrap takes over (startRoute)
 * once the shared modules are in.
 * Without a configuration in the page, or with a broken one, it starts nothing: the bootstrap
 * reads and reports it.
 */
export function startFirstWave(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!localStorage.getItem(TOKEN_KEY)) return;
  void loadSignedInScreens().catch(() => undefined);
  setTimeout(warmUpNumberAndDateFormatting, 0);
  let config;
  try {
    config = inlinePortalConfig();
  } catch {
    return;
  }
  if (!config) return;
  registerPortalRemotes(config);
  const route = sectionAt(location.pathname);
  if (!route) return;
  const page = { segments: route.segments, search: location.search };
  preloadSection(route.section.name, page);
  // Its first API calls start as soon as the remote's prefetch and the shared API client are in,
  // while the rest of the shared libraries still load and run.
  startSectionPrefetch(route.section.name, page, config.apiUrl);
}
