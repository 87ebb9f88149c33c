import { getToken, keepPrefetchedAnswers, prefetchesSettled } from '@portal/api';
import { startSection } from '@portal/federation';
import { sectionAt, type PortalConfig } from '@portal/registry';
import { loadSignedInScreens } from '../signedInScreensChunk';
import { markStartingPage } from './startingPage';
import { storedUserMayBeAdmin } from './storedAdmin';

/**
 * How long the page the URL names may wait for its code and first answers before it renders.
 * Content that is about to arrive is shown when it arrives, without a spinner before it; past
 * this, a slow remote gets its spinner (and a failed one its message) like any other.
 */
export const FIRST_RENDER_WAIT_MS = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts what the page at `location` needs as soon as the configuration is known, all at once:
 * with a stored session, the screens behind sign-in and the route's section (its remote, the
 * remotes it embeds on that page and its first API calls, see startSection). Resolves when the
 * screens, the frame's own code, are loaded (or FIRST_RENDER_WAIT_MS passed): the frame paints
 * then, without waiting for a section's remote, however slow, so the page is never blank.
 * The section's route waits (startingPage) until its module is loaded and its calls answered or
 * failed, or FIRST_RENDER_WAIT_MS passed, with the answers then in the SWR cache so its first
 * render shows them; a prefetch that has not run by then does not run at all (the page makes its
 * calls itself). A stored user who is not an admin starts no section: its calls would be refused.
 */
export async function startRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  { apiUrl, sections }: PortalConfig,
): Promise<void> {
  if (!getToken()) return;
  const route = storedUserMayBeAdmin() ? sectionAt(location.pathname, sections) : undefined;
  if (route) {
    const section = startSection(
      route.section.name,
      { segments: route.segments, search: location.search },
      apiUrl,
    );
    const settled = Promise.race([section.ready.then(prefetchesSettled), pause(FIRST_RENDER_WAIT_MS)])
      // A section that fails to load shows its failure when its route renders it.
      .catch(() => undefined)
      .then(async () => {
        section.stopPrefetch();
        await keepPrefetchedAnswers();
      });
    markStartingPage(route.section.name, settled);
  }
  await Promise.race([loadSignedInScreens().catch(() => undefined), pause(FIRST_RENDER_WAIT_MS)]);
}
