// The browser side of Module Federation, used by the shell and by each remote's standalone bootstrap:
// remote loading, version-skew checks, the standalone page.
export { loadPortalConfig } from './portalConfig';
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
