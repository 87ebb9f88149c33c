export { createAppConfig, type AppBuildOptions } from './createAppConfig';
export {
  APPS,
  REMOTES,
  SHELL,
  API_DEFAULT_PORT,
  appNamed,
  appPort,
  localPortalConfig,
  portalConfigFor,
  type AppInfo,
} from './apps';
export { SHARED_SINGLETONS, sharedFor } from './shared';
