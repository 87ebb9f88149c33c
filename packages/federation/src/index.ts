export { createAppConfig, type AppBuildOptions } from './createAppConfig';
export { APPS, REMOTES, SHELL, API_DEFAULT_PORT, appPort, localPortalConfig, type AppInfo } from './apps';
export { SHARED_SINGLETONS, sharedFor } from './shared';
