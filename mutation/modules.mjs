// The modules that guard users and squads (docs/testing.md, "Mutation testing"): the files of each
// that Stryker mutates, and the jest project whose tests hold them.
export const MODULES = {
  'version-skew check': { project: 'web', files: ['packages/federation/src/versionSkew.ts'] },
  'API sorting and paging': {
    project: 'admin-api',
    files: ['packages/admin-api/src/queries/sorting.ts', 'packages/admin-api/src/queries/paging.ts'],
  },
  'admin guard': { project: 'web', files: ['packages/sign-in/src/Guard.tsx'] },
  '401 path of the shared client': {
    project: 'web',
    files: [
      'packages/api/src/http/apiClient.ts',
      'packages/api/src/http/failedResponse.ts',
      'packages/api/src/session/sessionEnd.ts',
    ],
  },
  'CSV escaping': { project: 'admin-api', files: ['packages/admin-api/src/http/csv.ts'] },
  'en-AU formatters': {
    project: 'web',
    files: [
      'packages/format/src/format.ts',
      'packages/format/src/people.ts',
      'packages/format/src/couponText.ts',
    ],
  },
};
