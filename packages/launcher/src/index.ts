export { portalConfigFileFor, startPortal, type PortalOptions, type RunningPortal } from './portal';
export { devPagePath, startDev, type DevOptions, type RunningDev } from './dev';
export { ensureBuilt, buildApps, needsBuild, withBuildLock } from './build';
export { cacheControlFor } from './cachePolicy';
export { serveApp, type StaticAppOptions } from './staticServer';
export { appDir, distDir, REPO_ROOT } from './paths';
export { createSection } from './newSection/newSection';
export { API_PATH_PREFIXES } from './apiProxy';
export {
  PRODUCTION_PATHS,
  PRODUCTION_PORTS,
  PRODUCTION_URL,
  productionPortalConfig,
  remoteUrlOnPortal,
} from './production/productionPortal';

export { CALLBACK_OPENER_POLICY, CALLBACK_PATH, securityHeaders, portalOrigins } from './securityHeaders';
