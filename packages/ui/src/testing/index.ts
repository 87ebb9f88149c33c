// @portal/ui/testing: helpers for jest tests of any app. Never imported by src/index.ts, so it
// stays out of the bundles.
export {
  renderWithProviders,
  type CurrentLocation,
  type RenderWithProvidersResult,
} from './renderWithProviders';
