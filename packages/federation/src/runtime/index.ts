// Browser side of the federation glue, used by the shell and by each remote's standalone bootstrap.
export {
  loadPortalConfig,
  parsePortalConfig,
  PortalConfigError,
  PORTAL_CONFIG_PATH,
  type PortalConfig,
} from './portalConfig';
export {
  getRemoteStatuses,
  setupRemotes,
  startSection,
  useRemoteStatuses,
  type RemoteLoadState,
  type RemoteStatus,
  type SectionStart,
} from './remotes';
export type { SectionPrefetch } from './sectionPrefetch';
export type { SectionLocation } from './remoteRegistry';
export { renderStandalone } from './standalone';
export {
  fetchRemoteManifest,
  parseRemoteManifest,
  sameBuild,
  type BuildStamp,
  type EmbeddedModule,
  type RemoteManifest,
  type SingletonRequirement,
} from './manifest';
export { findVersionSkew, isVersionSkewError, VersionSkewError, type VersionMismatch } from './versionSkew';
