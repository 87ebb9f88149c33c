// One jest run for the whole repo: browser-side code under jsdom (with the fetch globals MSW
// needs), the reference API under node against a real in-memory PGlite.
const transform = {
  // .mjs too: some of msw's dependencies ship only ES modules (see transformIgnorePatterns).
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      transform,
      roots: [
        '<rootDir>/shell',
        '<rootDir>/mfe-dashboard',
        '<rootDir>/mfe-users',
        '<rootDir>/mfe-organisations',
        '<rootDir>/mfe-coupons',
        '<rootDir>/mfe-activities',
        '<rootDir>/packages/api',
        '<rootDir>/packages/ui-core',
        '<rootDir>/packages/ui',
        '<rootDir>/packages/router',
        '<rootDir>/packages/federation',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      // msw 2.14 requires these ESM-only packages from its CommonJS build; jest (before Node 24.9)
      // cannot require ES modules, so they are compiled like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
    },
    {
      displayName: 'admin-api',
      testEnvironment: 'node',
      // jose and cookie 2 (used by fastify.inject) ship ESM only, and PGlite's CommonJS build loads
      // Node modules with import(), which jest's module system rejects: @swc/jest rewrites them.
      transform: { ...transform, '^.+\\.cjs$': Object.values(transform)[0] },
      transformIgnorePatterns: [
        '/node_modules/(?!(jose|@electric-sql/pglite|light-my-request|cookie|content-disposition)/)',
      ],
      roots: ['<rootDir>/packages/admin-api', '<rootDir>/packages/launcher', '<rootDir>/packages/bench'],
      testMatch: ['**/src/**/*.test.ts'],
    },
  ],
};
