// What the shell may use from its entry module, before the shared modules have loaded: nothing
// here imports React or a shared package.
export { inlinePortalConfig } from './portalConfig';
export { preloadSection, registerPortalRemotes, type SectionLocation } from './remoteRegistry';
export { startSectionPrefetch } from './sectionPrefetch';
