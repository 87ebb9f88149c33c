export { portalConfigFileFor, startPortal, type PortalOptions, type RunningPortal } from './portal';
export { devPagePath, startDev, type DevOptions, type RunningDev } from './dev';
export { ensureBuilt, buildApps, needsBuild, withBuildLock } from './build';
export { cacheControlFor } from './cachePolicy';
export { serveApp, type StaticAppOptions } from './staticServer';
export { appDir, distDir, REPO_ROOT } from './paths';
export { API_PATH_PREFIXES, isApiPath } from './apiProxy';
export { onStop } from './onStop';
export { historyFileOf } from './portalConfigFile';
export { portalConfigProblem } from './servedConfig';
export { defaultReleasesRoot, RELEASES_URL_PATH, servedReleases } from './releaseBucket';
export { HEALTH_PATH, startHealthCollector } from './health/healthCollector';
export {
  CALLBACK_OPENER_POLICY,
  CALLBACK_PATH,
  contentSecurityPolicy,
  securityHeaders,
  portalOrigins,
} from './securityHeaders';
