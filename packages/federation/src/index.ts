// The browser side of Module Federation, used by the shell and by each remote's standalone bootstrap:
// remote loading, version-skew checks, the standalone page.
export { fetchPortalConfig, loadPortalConfig } from './portalConfig';
export { releaseUrlsIn, warmSection } from './remoteRegistry';
export { flushHealth, healthCollectorUrl } from './sectionHealth';
export { chooseRelease, shareBucket, type ReleaseChoice, type ReleaseReason } from './releaseChoice';
export {
  getRemoteStatuses,
  recordSectionError,
  reloadOnLiveRelease,
  runsCandidate,
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
