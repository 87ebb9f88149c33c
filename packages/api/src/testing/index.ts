// @portal/api/testing: helpers for jest tests of any app. Never imported by src/index.ts, so it
// stays out of the bundles.
export {
  createTestApiServer,
  recordApiRequests,
  resetApiForTests,
  setupTestApi,
  TEST_API_URL,
  testApiUrl,
} from './testApi';
export { makeCoupon, makeOrganisation, makeSessionUser, makeUser } from './fixtures';
export { expectPreviousPageWhileNextLoads, requestsForAnswer, type PagedListCall } from './callHooks';
export { createGate } from './gate';
export { listViewAt } from './listViews';
export { TestApiProvider } from './TestApiProvider';
