import { claimProblems, type Repository } from './docClaims';

const FILES = new Set([
  'README.md',
  'docs',
  'docs/testing.md',
  'packages',
  'packages/ui',
  'packages/ui/README.md',
  'packages/ui/src',
  'packages/ui/src/index.ts',
  'packages/ui/src/table/DataTable.tsx',
  'packages/admin-api',
  'packages/admin-api/src',
  'packages/admin-api/src/db/keys.ts',
  'packages/contract/src/sections/users.ts',
  'mfe-users',
  'mfe-users/src/Section.tsx',
]);

const repository: Repository = {
  exists: (path) => FILES.has(path),
  scripts: (workspace) =>
    workspace === undefined
      ? new Set(['test', 'start', 'build', 'surface:update'])
      : workspace === 'mfe-users' || workspace === '@portal/users'
        ? new Set(['build', 'dev'])
        : undefined,
  packageExports: (name) =>
    ({
      '@portal/ui': new Map([
        ['.', 'packages/ui/src/index.ts'],
        ['./testing', 'packages/ui/src/testing/index.ts'],
      ]),
      '@portal/contract': new Map([
        ['.', 'packages/contract/src/index.ts'],
        ['./*', 'packages/contract/src/sections/*.ts'],
      ]),
    })[name],
};

describe('what a doc claims about the repository', () => {
  it('accepts paths, entry points and scripts that exist', () => {
    const doc = [
      'Read `packages/ui/src/index.ts` and `mfe-users/src/Section.tsx:12`, then `src/table/DataTable.tsx`.',
      'Import `@portal/ui` or `@portal/ui/testing`; run `npm run build -w mfe-users`, `npm test`.',
      '```sh\nnpm run surface:update\nnpm start\n```',
    ].join('\n');
    expect(claimProblems('packages/ui/README.md', doc, repository)).toEqual([]);
  });

  it('leaves alone paths that climb out of the repository, which a clone need not have beside it', () => {
    // On disk the folders above the repository and the docs exist.
    const onDisk: Repository = { ...repository, exists: (path) => path.endsWith('..') || FILES.has(path) };
    const doc = 'Beside the repository: `../shared/peers/react-admin`.';
    expect(claimProblems('README.md', doc, onDisk)).toEqual([]);
    expect(claimProblems('docs/testing.md', doc, onDisk)).toEqual([]);
  });

  it('names a path that is gone, whether from the root or beside the doc', () => {
    const doc = 'See `packages/ui/src/format.ts` and `src/plainText.ts`.';
    expect(claimProblems('packages/ui/README.md', doc, repository)).toEqual([
      'packages/ui/README.md: names `packages/ui/src/format.ts`, which does not exist',
      'packages/ui/README.md: names `src/plainText.ts`, which does not exist',
    ]);
  });

  it('reads a path written package-relative as under packages/, and names it when it is gone', () => {
    const doc = 'Shared values: `admin-api/src/db/keys.ts`; sort fields: `admin-api/src/http/sortFields.ts`.';
    expect(claimProblems('README.md', doc, repository)).toEqual([
      'README.md: names `admin-api/src/http/sortFields.ts`, which does not exist',
    ]);
    expect(claimProblems('docs/testing.md', doc, repository)).toEqual([
      'docs/testing.md: names `admin-api/src/http/sortFields.ts`, which does not exist',
    ]);
  });

  it('leaves alone what is not the repository: URL paths, data and build folders, placeholders', () => {
    const doc =
      '`/app/users`, `.data/portal-3000/`, `mfe-users/dist/mf-manifest.json`, `mfe-<section>/src/api/`, ' +
      '`mfe-*/src/`, `text/csv`, `a / b`, `2.4.0-abc1234/`, `./Section`, `admin-api/src/...`';
    expect(claimProblems('README.md', doc, repository)).toEqual([]);
  });

  it("leaves alone the benchmarks' output, whether or not a run has written part of it here", () => {
    const afterOneRun: Repository = {
      ...repository,
      exists: (path) => path === 'bench-results' || FILES.has(path),
    };
    const doc = '`bench-results/bench.json` and `bench-results/api.json`';
    expect(claimProblems('docs/testing.md', doc, afterOneRun)).toEqual([]);
  });

  it('names an entry point a package does not export, and a package that is not there', () => {
    const doc = 'Use `@portal/ui/plainText` and `@portal/widgets`.';
    expect(claimProblems('README.md', doc, repository)).toEqual([
      'README.md: names `@portal/ui/plainText`, which @portal/ui does not export',
      'README.md: names `@portal/widgets`, which is no workspace package',
    ]);
  });

  it("reads a package's pattern entry (`./*`) as exporting the files it matches, and no other", () => {
    const doc = 'Types from `@portal/contract/users`, not `@portal/contract/reports`.';
    expect(claimProblems('README.md', doc, repository)).toEqual([
      'README.md: names `@portal/contract/reports`, which @portal/contract does not export',
    ]);
  });

  it('names a script that is gone, at the root or in a workspace, in prose and in code blocks', () => {
    const doc =
      'Run `npm run bench`.\n```sh\nnpm run lint -w mfe-users\nnpm run -w packages/nothing build\n```';
    expect(claimProblems('README.md', doc, repository)).toEqual([
      'README.md: names `npm run bench`, which is no script',
      'README.md: names `npm run lint` in mfe-users, which is no script',
      'README.md: names workspace `packages/nothing`, which does not exist',
    ]);
  });

  it('ignores inline code inside fenced blocks, which show code rather than name files', () => {
    const doc = '```ts\nconst path = `src/missing.ts`;\n```';
    expect(claimProblems('packages/ui/README.md', doc, repository)).toEqual([]);
  });
});
