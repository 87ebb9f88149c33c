import { getToken, keepPrefetchedAnswers, prefetchesSettled } from '@portal/api';
import { startSection } from '@portal/federation/runtime';
import { sectionAt } from '@portal/federation/sectionAt';
import { loadSignedInScreens } from '../signedInScreensChunk';

/**
 * How long the first render waits for the code of the page the URL names. Content that is about
 * to arrive is shown when it arrives, without a spinner before it; past this, a slow remote gets
 * its spinner (and a failed one its message) like any other.
 */
export const FIRST_RENDER_WAIT_MS = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts what the page at `location` needs as soon as the configuration is known, all at once:
 * with a stored session, the screens behind sign-in and the route's section (its remote, the
 * remotes it embeds on that page and its first API calls, see startSection). Resolves when they
 * are loaded and the calls answered (or failed), or FIRST_RENDER_WAIT_MS passed, whichever comes
 * first, with the answers in the SWR cache so the first render shows them; a prefetch that has not
 * run by then does not run at all (the page makes its calls itself).
 */
export async function startRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  apiUrl: string,
): Promise<void> {
  if (!getToken()) return;
  const route = sectionAt(location.pathname);
  const section =
    route && startSection(route.section.name, { segments: route.segments, search: location.search }, apiUrl);
  const loads = [loadSignedInScreens(), ...(section ? [section.ready.then(prefetchesSettled)] : [])];
  await Promise.race([Promise.allSettled(loads), pause(FIRST_RENDER_WAIT_MS)]);
  section?.stopPrefetch();
  await keepPrefetchedAnswers();
}
