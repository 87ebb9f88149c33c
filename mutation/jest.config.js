// The jest runs Stryker repeats for every mutant: only the test files of the mutated modules, with
// the environment and transforms of their project in ../jest.config.js. One project per run: the
// jest runner's per-test coverage wraps only a top-level test environment. The database-backed API
// tests are left out (20-50 s a file): sorting and paging are held by fast tests of the SQL they build.
const { projects } = require('../jest.config.js');

/** The root config's project `displayName`, alone, running only `testFiles`. */
function onlyFiles(displayName, testFiles) {
  const project = { ...projects.find((candidate) => candidate.displayName === displayName) };
  delete project.displayName;
  delete project.roots;
  return { ...project, rootDir: '..', testMatch: testFiles.map((file) => `<rootDir>/${file}`) };
}

module.exports = {
  web: onlyFiles('web', [
    'packages/federation/src/versionSkew.test.ts',
    'packages/federation/src/remotes.test.ts',
    'packages/sign-in/src/Guard.test.tsx',
    'packages/api/src/http/*.test.ts',
    'packages/api/src/session/*.test.ts?(x)',
    'packages/api/src/provider/*.test.ts?(x)',
    'packages/format/src/*.test.ts',
  ]),
  'admin-api': onlyFiles('admin-api', [
    'packages/admin-api/src/http/csv.test.ts',
    'packages/admin-api/src/queries/listOrder.test.ts',
  ]),
};
