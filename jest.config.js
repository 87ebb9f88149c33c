// One jest run for the whole repo: browser-side code under jsdom (with the fetch globals MSW
// needs), the reference API under node against a real in-memory PGlite.
const transform = {
  '^.+\\.(t|j)sx?$': [
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
        '<rootDir>/packages/ui',
        '<rootDir>/packages/router',
        '<rootDir>/packages/federation',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
    },
    {
      displayName: 'admin-api',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/packages/admin-api', '<rootDir>/packages/launcher'],
      testMatch: ['**/src/**/*.test.ts'],
    },
  ],
};
