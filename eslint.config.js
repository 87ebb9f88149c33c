// Lint: correctness (typescript-eslint, react-hooks) and the architecture's import boundaries.
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jest = require('eslint-plugin-jest');
const playwright = require('eslint-plugin-playwright');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');
const { readdirSync } = require('node:fs');
const typeImportsAsEdges = require('./lint/typeImportsAsEdges');

const registry = require('./packages/registry/src/registry.json');

const SECTION_FOLDERS = registry.sections.map((section) => section.folder);
const APPS = [registry.shell.folder, ...SECTION_FOLDERS];

// MUI and the router reach apps only through @portal/ui and @portal/router (docs/architecture.md).
const curatedOnly = {
  patterns: [
    { group: ['@mui/material', '@mui/material/*'], message: 'Import MUI through @portal/ui.' },
    { group: ['react-router', 'react-router-dom'], message: 'Import the router through @portal/router.' },
    {
      group: ['@portal/*/src', '@portal/*/src/*'],
      message: 'Import a package by its name: a deep path bundles a second copy of a shared singleton.',
    },
  ],
};

// Which package may import which (docs/architecture.md "Floors"): each imports only the packages listed
// for it, all on a floor below its own, so no import runs upwards and none can close a loop. Tools
// (build, launcher, e2e, bench, the API server) sit beside the floors and are imported by no product
// code. A new package gets its line here.
const PACKAGE_IMPORTS = {
  // ground
  registry: [],
  // the wire contract (types, enums, each section's keys): imports nothing of ours
  contract: [],
  // list state (URL, sort, filters, the list query): MUI-free, under both the client and the UI
  'list-state': ['contract', 'router'],
  api: ['contract', 'list-state'],
  router: [],
  format: ['contract'],
  'ui-core': ['registry'],
  // shared UI
  ui: ['api', 'contract', 'format', 'list-state', 'router', 'ui-core'],
  // runtime
  'sign-in': ['api', 'contract', 'router', 'ui', 'ui-core'],
  federation: ['api', 'registry', 'router', 'sign-in', 'ui', 'ui-core'],
  // tools
  // the HTTP hardening every server shares (the API, the launcher's static servers)
  'http-hardening': ['contract'],
  'admin-api': ['contract', 'format', 'http-hardening', 'registry'],
  build: ['federation', 'registry', 'router', 'ui', 'ui-core'],
  // the local portal, then what stands on it: delivery (nginx, releases), the repository's checks,
  // the section generator
  launcher: ['admin-api', 'build', 'http-hardening', 'registry'],
  delivery: ['admin-api', 'http-hardening', 'launcher', 'registry'],
  'repo-checks': ['build', 'launcher', 'registry'],
  'new-section': ['build', 'launcher', 'registry'],
  e2e: ['admin-api', 'api', 'build', 'contract', 'delivery', 'launcher', 'new-section', 'registry'],
  bench: ['admin-api', 'api', 'contract', 'e2e', 'launcher'],
};
const PACKAGES = Object.keys(PACKAGE_IMPORTS);
const TOOL_PACKAGES = [
  'http-hardening',
  'admin-api',
  'build',
  'launcher',
  'delivery',
  'repo-checks',
  'new-section',
  'e2e',
  'bench',
];
// The section generator's templates are an example section's files, held to the rules of where they
// land (TEMPLATE_ZONES): its own code is its src/.
const zoneTarget = (name) => (name === 'new-section' ? './packages/new-section/src' : `./packages/${name}`);
const PACKAGE_ZONES = PACKAGES.map((name) => ({
  target: zoneTarget(name),
  from: PACKAGES.filter((other) => other !== name && !PACKAGE_IMPORTS[name].includes(other)).map(
    (other) => `./packages/${other}`,
  ),
  message: `packages/${name} may import only ${PACKAGE_IMPORTS[name].join(', ') || 'no other package'} (eslint.config.js PACKAGE_IMPORTS).`,
}));
const TEMPLATES = './packages/new-section/templates';
/** The packages but `name`'s own and those it may import, without the templates' own package. */
const notImportedBy = (name, allowed) =>
  PACKAGES.filter((other) => ![name, 'new-section', ...allowed].includes(other)).map(
    (other) => `./packages/${other}`,
  );
const TEMPLATE_ZONES = [
  {
    target: `${TEMPLATES}/remote/src`,
    from: TOOL_PACKAGES.filter((tool) => tool !== 'new-section').map((tool) => `./packages/${tool}`),
    message: 'The template remote is an app: it imports the browser packages only.',
  },
  ...[
    ['api', 'admin-api'],
    ['contract', 'contract'],
  ].map(([folder, name]) => ({
    target: `${TEMPLATES}/${folder}`,
    from: notImportedBy(name, PACKAGE_IMPORTS[name] ?? []),
    message: `The template ${folder} lands in packages/${name}: it imports what that package may (eslint.config.js PACKAGE_IMPORTS).`,
  })),
];

const BOUNDARY_ZONES = [
  // A remote never reaches into another remote or the shell: only exposed modules.
  ...SECTION_FOLDERS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Sections never import each other: use an exposed module or packages/.',
  })),
  // Shared packages never import apps.
  {
    target: './packages',
    from: APPS.map((app) => `./${app}`),
    message: 'packages/ never import apps.',
  },
  ...PACKAGE_ZONES,
  ...TEMPLATE_ZONES,
  // An app's own code runs in the browser: the build, the servers and the test tools stay outside it
  // (a section's wire types are in packages/contract).
  ...APPS.flatMap((app) =>
    TOOL_PACKAGES.map((tool) => ({
      target: `./${app}/src`,
      from: `./packages/${tool}`,
      message: 'An app imports the browser packages only; the build tools are for its webpack.config.ts.',
    })),
  ),
];

// packages/api from bottom to top: a layer imports only the layers below it (tests may use testing/).
const API_LAYERS = ['config', 'session', 'http', 'calls', 'swr', 'provider', 'testing'];
const API_LAYER_ZONES = API_LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./packages/api/src/${layer}`,
  from: API_LAYERS.slice(index + 1).map((above) => `./packages/api/src/${above}`),
  message: `packages/api layers, bottom to top: ${API_LAYERS.join(', ')}. Import only from below.`,
}));

// packages/admin-api inside: each section (src/sections/<name>/) imports the shared layers, never
// another section; the shared layers (every other folder and file of src/) never import a section
// (the API loads them by name from the registry); the commands in src/cli/ are imported by nothing.
const ADMIN_API = './packages/admin-api/src';
const ADMIN_API_SECTIONS = readdirSync(`${__dirname}/packages/admin-api/src/sections`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ADMIN_API_SHARED = readdirSync(`${__dirname}/packages/admin-api/src`).filter(
  (name) => !['sections', 'cli'].includes(name),
);
const ADMIN_API_ZONES = [
  ...ADMIN_API_SECTIONS.map((section) => ({
    target: `${ADMIN_API}/sections/${section}`,
    from: ADMIN_API_SECTIONS.filter((other) => other !== section).map(
      (other) => `${ADMIN_API}/sections/${other}`,
    ),
    message:
      'An API section imports the shared layers only, never another section: move what both need into one.',
  })),
  {
    target: ADMIN_API_SHARED.map((name) => `${ADMIN_API}/${name}`),
    from: `${ADMIN_API}/sections`,
    message:
      "The API's shared layers never import a section: loadSections.ts registers them from the registry.",
  },
  {
    target: ADMIN_API,
    from: `${ADMIN_API}/cli`,
    message: 'A command (src/cli/) is imported by nothing: move what it shares into a layer.',
  },
];

const typeScriptResolver = createTypeScriptImportResolver({ project: 'tsconfig.json' });
/**
 * `<styleSample>?prerendered-styles` is the sample's CSS, made at build time
 * (packages/build/src/speed/prerenderedStylesLoader.ts): no import of the sample's module, so no
 * edge of the import graph for no-cycle.
 */
const BUILD_TIME_IMPORT = /\?prerendered-styles$/;
const importResolver = {
  ...typeScriptResolver,
  name: 'portal-imports',
  resolve: (source, file) =>
    BUILD_TIME_IMPORT.test(source) ? { found: false } : typeScriptResolver.resolve(source, file),
};

/** Syntax every file must avoid (no-restricted-syntax; a test block repeats it, since a block's list replaces the one before). */
const SECURITY_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text, never HTML.',
  },
  {
    selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
    message: "Never postMessage to '*': name the exact origin.",
  },
];

/** it.failing, test.fail, test.fixme (and chains such as test.describe.fixme, it.concurrent.failing). */
const TEST_ROOT = '/^(it|test|describe|xit|xtest|fit)$/';
const EXPECTED_FAILURE = {
  selector: `MemberExpression[property.name=/^(failing|fail|fixme)$/]:matches([object.name=${TEST_ROOT}], [object.object.name=${TEST_ROOT}], [object.object.object.name=${TEST_ROOT}])`,
  message: 'A test expected to fail passes while its code is broken: fix the code or the test.',
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      '.data/**',
      'coverage/**',
      'bench-results/**',
      'reports/**',
      '.stryker-tmp/**',
      // Planted mistakes the lint tests lint on purpose (packages/repo-checks/src/lint/lint.test.ts).
      '**/__fixtures__/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // typeImportsAsEdges: no-cycle counts `import type` too (lint/typeImportsAsEdges.js); without the
    // extensions import-x reads no .ts file's imports, and no-cycle sees no cycle at all.
    languageOptions: { parser: typeImportsAsEdges, globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importResolver],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', curatedOnly],
      'no-restricted-syntax': ['error', ...SECURITY_SYNTAX],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
  {
    // The curated packages are where MUI and the router may be imported.
    files: ['packages/ui/**', 'packages/ui-core/**', 'packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: curatedOnly.patterns.slice(2) }],
    },
  },
  {
    files: ['packages/api/src/**'],
    ignores: ['**/*.test.*'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARY_ZONES, ...API_LAYER_ZONES] }] },
  },
  {
    // Tests may read any section (a shared layer's test drives real lists).
    files: ['packages/admin-api/src/**/*.ts'],
    ignores: ['**/*.test.*'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARY_ZONES, ...ADMIN_API_ZONES] }] },
  },
  {
    // What a section's `./prefetch` loads, and the shared client, take a list's state from its pure
    // entry: the main one brings React and the router, shared modules the prefetch must not wait for.
    files: ['mfe-*/src/prefetch.ts', 'mfe-*/src/api/paths.ts', 'packages/api/src/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...curatedOnly,
          paths: [
            {
              name: '@portal/list-state',
              message: 'Import @portal/list-state/pure here: no React, no router.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test that is skipped, focused, expected to fail or asserts nothing hides what it should prove. The project's
    // own assertion helpers are named expect* (expectSignedOut, expectNewestFirst, ...).
    files: ['**/*.test.{ts,tsx}'],
    plugins: { jest },
    rules: {
      'jest/valid-expect': 'error',
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'no-restricted-syntax': ['error', ...SECURITY_SYNTAX, EXPECTED_FAILURE],
    },
  },
  {
    // The browser tests: the same guards from Playwright's plugin (jest's do not know its `test`),
    // and no promise left unawaited, which would let a test end before its check ran.
    files: ['packages/e2e/**/*.ts'],
    plugins: { playwright },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      // Playwright fixtures call `use`, which is not React's.
      'react-hooks/rules-of-hooks': 'off',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: false }],
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect'] }],
      'playwright/missing-playwright-await': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-syntax': ['error', ...SECURITY_SYNTAX, EXPECTED_FAILURE],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
