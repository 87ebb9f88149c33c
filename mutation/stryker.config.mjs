// `npm run test:mutation`, run from the repository root: one Stryker run per jest project
// (STRYKER_PROJECT=web or admin-api), each mutating the files of its modules in ./modules.mjs.
import { MODULES } from './modules.mjs';

const project = process.env.STRYKER_PROJECT ?? 'web';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: Object.values(MODULES)
    .filter((module) => module.project === project)
    .flatMap((module) => module.files),
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: `mutation/jest.${project}.config.js`,
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  // Two shared cores: one test process beside Stryker itself.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'json', 'html'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  jsonReporter: { fileName: `reports/mutation/${project}.json` },
  htmlReporter: { fileName: `reports/mutation/${project}.html` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs the packages the tests load, not browser tests, docs or data.
  ignorePatterns: ['/packages/e2e', '/packages/bench', '/deploy', '/docs', '/reports', '.data', 'dist'],
  thresholds: { high: 90, low: 85, break: null },
};
