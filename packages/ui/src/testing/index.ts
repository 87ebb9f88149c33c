// @portal/ui/testing: the one test harness of the shell and every remote. Never imported by
// src/index.ts, so it stays out of the bundles.
export {
  renderWithProviders,
  type CurrentLocation,
  type RenderWithProvidersResult,
} from './renderWithProviders';
export { answerByQuery, answerError, setupApi, type TestApi } from './testApi';
export { bodyRows, cellTexts, columnHeaders, table, tableRows } from './tables';
export { fieldsOf } from './fields';
export { numbered } from './numbered';
export {
  createGate,
  makeCoupon,
  makeOrganisation,
  makeSessionUser,
  makeUser,
  testApiUrl,
  TEST_API_URL,
} from '@portal/api/testing';
