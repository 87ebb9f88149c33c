// The modules that guard users and squads (docs/testing.md, "Mutation testing"): the files Stryker
// mutates in each, the jest project of its tests and the test files that hold it. Each module is
// its own Stryker run, so a static mutant (module-level code) re-runs only that module's tests.
export const MODULES = {
  'version-skew': {
    title: 'version-skew check',
    project: 'web',
    mutate: ['packages/federation/src/versionSkew.ts'],
    tests: ['packages/federation/src/versionSkew.test.ts', 'packages/federation/src/remotes.test.ts'],
  },
  'sorting-paging': {
    title: 'API sorting and paging',
    project: 'admin-api',
    mutate: ['packages/admin-api/src/queries/sorting.ts', 'packages/admin-api/src/queries/paging.ts'],
    // The database-backed sorting.test.ts and pageMarks.test.ts take 20-50 s a file: these read
    // the SQL that sorting and paging build, without a database.
    tests: ['packages/admin-api/src/queries/listOrder.test.ts'],
  },
  'admin-guard': {
    title: 'admin guard',
    project: 'web',
    mutate: ['packages/sign-in/src/Guard.tsx'],
    tests: ['packages/sign-in/src/Guard.test.tsx'],
  },
  'client-401': {
    title: '401 path of the shared client',
    project: 'web',
    mutate: [
      'packages/api/src/http/apiClient.ts',
      'packages/api/src/http/failedResponse.ts',
      'packages/api/src/session/sessionEnd.ts',
    ],
    tests: [
      'packages/api/src/http/*.test.ts',
      'packages/api/src/session/*.test.ts?(x)',
      'packages/api/src/provider/*.test.ts?(x)',
    ],
  },
  csv: {
    title: 'CSV escaping',
    project: 'admin-api',
    mutate: ['packages/admin-api/src/http/csv.ts'],
    tests: ['packages/admin-api/src/http/csv.test.ts'],
  },
  format: {
    title: 'en-AU formatters',
    project: 'web',
    mutate: [
      'packages/format/src/format.ts',
      'packages/format/src/people.ts',
      'packages/format/src/couponText.ts',
    ],
    tests: ['packages/format/src/*.test.ts'],
  },
};

/** The module a Stryker run and its jest runs are for (STRYKER_MODULE, set by run.mjs). */
export function currentModule() {
  const name = process.env.STRYKER_MODULE;
  const module = MODULES[name];
  if (!module) throw new Error(`STRYKER_MODULE must be one of ${Object.keys(MODULES).join(', ')}`);
  return { name, ...module };
}
