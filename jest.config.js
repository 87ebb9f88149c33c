// One jest run for the whole repo: browser-side code under jsdom (with the fetch globals MSW
// needs), the reference API under node against a real in-memory PGlite.
const registry = require('./packages/registry/src/registry.json');

/** The shell and every registered section, then the browser-side packages. */
const WEB_ROOTS = [
  registry.shell.folder,
  ...registry.sections.map((section) => section.folder),
  'packages/registry',
  'packages/format',
  'packages/list-state',
  'packages/api',
  'packages/ui-core',
  'packages/ui',
  'packages/router',
  'packages/sign-in',
  'packages/federation',
  'packages/build',
];
const transform = {
  // .mjs too: some of msw's dependencies ship only ES modules (see transformIgnorePatterns).
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

/** The tools' packages, tested under node (the `tools` project). */
const TOOL_ROOTS = [
  'packages/http-hardening',
  'packages/launcher',
  'packages/delivery',
  'packages/repo-checks',
  'packages/new-section',
  'packages/bench',
  'packages/e2e',
];

/** `npm run build -w mfe-users`, run as a squad runs it. */
const LAUNCHER_BUILD_TEST = 'packages/launcher/src/build.test.ts';

/** One migrated and seeded PGlite database for the run, that each test's database starts from. */
const pgliteTemplate = {
  globalSetup: '<rootDir>/packages/admin-api/src/testing/pgliteGlobalSetup.ts',
  globalTeardown: '<rootDir>/packages/admin-api/src/testing/pgliteGlobalTeardown.ts',
};

// The reference API under node: jest and PGlite need these ESM-only packages compiled.
const adminApi = {
  testEnvironment: 'node',
  // jose and cookie 2 (used by fastify.inject) ship ESM only, and PGlite's CommonJS build loads
  // Node modules with import(), which jest's module system rejects: @swc/jest rewrites them.
  transform: { ...transform, '^.+\\.cjs$': Object.values(transform)[0] },
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|openid-client|oauth4webapi|@electric-sql/pglite|light-my-request|cookie|content-disposition)/)',
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      transform,
      roots: WEB_ROOTS.map((folder) => `<rootDir>/${folder}`),
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      // A style sample's build-time CSS (prerenderedStylesLoader) is a production build's only.
      moduleNameMapper: {
        '\\?prerendered-styles$': '<rootDir>/packages/ui-core/src/theme/noPrerenderedStyles.ts',
      },
      // msw 2.14 requires these ESM-only packages from its CommonJS build; jest (before Node 24.9)
      // cannot require ES modules, so they are compiled like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
    },
    {
      ...adminApi,
      displayName: 'admin-api',
      roots: ['<rootDir>/packages/admin-api'],
      testMatch: ['**/src/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'],
      ...pgliteTemplate,
    },
    {
      // The tools under node: the launcher (servers), delivery (nginx, releases), the repository's
      // checks (the test runner itself), the section generator, the benchmarks' and the browser
      // tests' helpers; the launcher's proxy tests start APIs on the same PGlite template.
      ...adminApi,
      displayName: 'tools',
      roots: TOOL_ROOTS.map((folder) => `<rootDir>/${folder}`),
      testMatch: ['**/src/**/*.test.ts'],
      // The generator's templates are tested where they land (new-section's own test generates one).
      testPathIgnorePatterns: [LAUNCHER_BUILD_TEST, '/packages/new-section/templates/'],
      ...pgliteTemplate,
    },
    {
      // The launcher's test that builds mfe-users into the dist the browser tests serve: it waits
      // for them (testLanes.ts).
      displayName: 'builds',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/packages/launcher'],
      testMatch: [`<rootDir>/${LAUNCHER_BUILD_TEST}`],
    },
    {
      // The API suite again on a throwaway PostgreSQL cluster (Debian's postgresql binaries), plus
      // what only a server can show (several API processes on one database).
      ...adminApi,
      displayName: 'admin-api-postgres',
      roots: ['<rootDir>/packages/admin-api'],
      testMatch: [
        '**/src/routes/*.test.ts',
        '**/src/db/*.test.ts',
        '**/src/queries/*.test.ts',
        '**/src/sections/**/*.test.ts',
        '**/src/staffTools/*.test.ts',
        '**/src/**/*.postgres.test.ts',
      ],
      // Not the files that never touch the engine: the same test twice (PGlite's data folder, its
      // lock, its file modes; migration texts and prepared-query names, pure).
      testPathIgnorePatterns: [
        '/db/dataDirLock(\\.race)?\\.test\\.ts$',
        '/db/ownerOnly\\.test\\.ts$',
        '/db/migrations\\.test\\.ts$',
        '/db/preparedQuery\\.test\\.ts$',
      ],
      globals: { ADMIN_API_TEST_ENGINE: 'postgres' },
      globalSetup: '<rootDir>/packages/admin-api/src/testing/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/packages/admin-api/src/testing/postgresGlobalTeardown.ts',
    },
  ],
};
