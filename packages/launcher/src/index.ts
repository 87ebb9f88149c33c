export { startPortal, type PortalOptions, type RunningPortal } from './portal';
export { ensureBuilt, buildApps, needsBuild } from './build';
export { cacheControlFor } from './staticServer';
