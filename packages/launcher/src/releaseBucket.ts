// Where the sections' published releases live, as the shell's server serves them: a static root that
// stands for a CDN bucket (`<root>/sections/<section>/<version>-<commit>/`). Writing it (publish,
// retention) is @portal/delivery's (releases/releaseStore.ts).
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** Where the releases live on the portal's origin: /releases/<section>/<release>/. */
export const RELEASES_URL_PATH = '/releases';

/** The bucket `npm start` and `npm run start:production` serve: PORTAL_RELEASES_DIR, else .data/releases. */
export function defaultReleasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.PORTAL_RELEASES_DIR || join(REPO_ROOT, '.data', 'releases');
}

/** The folder the portal serves at /releases/. */
export const servedReleases = (root: string) => join(root, 'sections');
