// Mutation testing of the modules that guard users and squads (docs/testing.md, "Mutation
// testing"): `npm run test:mutation`. Run from the repository root.

/** Each module and the files of it that are mutated; summary.mjs prints one score per module. */
export const MODULES = {
  'version-skew check': ['packages/federation/src/versionSkew.ts'],
  'API sorting and paging': [
    'packages/admin-api/src/queries/sorting.ts',
    'packages/admin-api/src/queries/paging.ts',
  ],
  'admin guard': ['packages/sign-in/src/Guard.tsx'],
  '401 path of the shared client': [
    'packages/api/src/http/apiClient.ts',
    'packages/api/src/http/failedResponse.ts',
    'packages/api/src/session/sessionEnd.ts',
  ],
  'CSV escaping': ['packages/admin-api/src/http/csv.ts'],
  'en-AU formatters': [
    'packages/format/src/format.ts',
    'packages/format/src/people.ts',
    'packages/format/src/couponText.ts',
  ],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: Object.values(MODULES).flat(),
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'mutation/jest.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // Two shared cores: one test process beside Stryker itself.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'json', 'html'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs the packages the tests load, not the apps' builds, browser tests or data.
  ignorePatterns: ['/packages/e2e', '/packages/bench', '/deploy', '/docs', '/reports', '.data', 'dist'],
  thresholds: { high: 90, low: 85, break: null },
};
