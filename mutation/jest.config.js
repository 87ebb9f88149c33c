// The jest run Stryker repeats for every mutant: only the test files of the mutated modules, in
// the projects (and with the transforms) of ../jest.config.js. The database-backed API tests are
// left out (20-50 s a file): sorting and paging are held by fast tests of the SQL they build.
const { projects } = require('../jest.config.js');

const project = (displayName, testFiles) => ({
  ...projects.find((candidate) => candidate.displayName === displayName),
  rootDir: '..',
  roots: undefined,
  testMatch: testFiles.map((file) => `<rootDir>/${file}`),
});

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  projects: [
    project('web', [
      'packages/federation/src/versionSkew.test.ts',
      'packages/federation/src/remotes.test.ts',
      'packages/sign-in/src/Guard.test.tsx',
      'packages/api/src/http/*.test.ts',
      'packages/api/src/session/*.test.ts?(x)',
      'packages/format/src/*.test.ts',
    ]),
    project('admin-api', [
      'packages/admin-api/src/http/csv.test.ts',
      'packages/admin-api/src/queries/listOrder.test.ts',
    ]),
  ],
};
