// One module's Stryker run (STRYKER_MODULE, see ./modules.mjs); `npm run test:mutation` runs
// them all through ./run.mjs, from the repository root.
import { currentModule } from './modules.mjs';

const { name, mutate } = currentModule();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate,
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'mutation/jest.config.mjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // Two shared cores: one test process beside Stryker itself.
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs the packages the tests load, not browser tests, docs or data.
  ignorePatterns: ['/packages/e2e', '/packages/bench', '/deploy', '/docs', '/reports', '.data', 'dist'],
  thresholds: { high: 90, low: 85, break: null },
};
