export { createAppConfig, type AppBuildOptions } from './createAppConfig';
export { SHARED_SINGLETONS, sharedFor } from './shared';
