import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { SHARED_SINGLETONS } from '@portal/build';
import { SECTION_ICON_KEYS } from '@portal/registry';
import { REPO_ROOT } from '@portal/launcher';
import { testFolder } from '@portal/launcher/testing';
import {
  apiFolderOf,
  contractFileOf,
  createSection,
  REGISTRY_FILE,
  SECTION_DEPENDENCIES,
  sectionIconFor,
} from './newSection';

// What the generator reads and writes, what the new section's checks read (the lint config, the
// API's source and the registry the API loads its sections from), in a copy; the repository's
// node_modules to type-check, lint and test with.
const COPIED = [
  'package.json',
  'tsconfig.json',
  '.prettierrc.json',
  'eslint.config.js',
  // eslint.config.js's own rules (import cycles counted with type imports)
  'lint',
  'shell/package.json',
  'packages/admin-api',
  'packages/contract',
  'packages/registry',
];
const copy = testFolder('new-section-');
for (const path of COPIED.filter((path) => existsSync(join(REPO_ROOT, path)))) {
  mkdirSync(dirname(join(copy, path)), { recursive: true });
  cpSync(join(REPO_ROOT, path), join(copy, path), {
    recursive: true,
    filter: (source) => !source.endsWith('node_modules'),
  });
}
symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'));
symlinkSync(
  join(REPO_ROOT, 'packages/admin-api/node_modules'),
  join(copy, 'packages/admin-api/node_modules'),
);
// The shared node_modules names the repository's contract; the new section's contract is the copy's.
const copiedTsconfig = JSON.parse(readFileSync(join(copy, 'tsconfig.json'), 'utf8'));
copiedTsconfig.compilerOptions.paths = {
  '@portal/contract/*': ['./packages/contract/src/sections/*.ts'],
};
writeFileSync(join(copy, 'tsconfig.json'), JSON.stringify(copiedTsconfig));
const copiedFiles = filesUnder(copy);

const readJson = (path: string) => JSON.parse(readFileSync(join(copy, path), 'utf8'));
const original = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const bin = (path: string) => join(REPO_ROOT, 'node_modules', path);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(copy, path)];
  });
}

/** Runs a node script in the copy; its output when it failed. */
function run(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: copy, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('new-section reports: its remote, API module, registry entry and workspace, nothing else, and they pass type check, lint and their tests', () => {
  const written = createSection(copy, 'reports', 'activities');

  const remoteFiles = [
    'package.json',
    'tsconfig.json',
    'webpack.config.ts',
    'src/index.ts',
    'src/bootstrap.tsx',
    'src/Section.tsx',
    'src/api/reports.ts',
    'src/pages/ReportsListPage.tsx',
    'src/pages/ReportsListPage.test.tsx',
  ].map((file) => `mfe-reports/${file}`);
  const apiFiles = ['index.ts', 'queries.ts', 'columns.ts', 'responses.ts', 'reports.test.ts'].map(
    (file) => `${apiFolderOf('reports')}/${file}`,
  );
  expect(written.sort()).toEqual(
    [...remoteFiles, ...apiFiles, contractFileOf('reports'), REGISTRY_FILE, 'package.json'].sort(),
  );
  // Nothing else: no file of the shell or of a shared package is written.
  expect(filesUnder(copy).sort()).toEqual([...new Set([...copiedFiles, ...written])].sort());

  const registry = readJson(REGISTRY_FILE);
  const before = original(REGISTRY_FILE);
  expect(registry).toEqual({ ...before, sections: [...before.sections, registry.sections.at(-1)] });
  const nextPort =
    Math.max(before.shell.port, ...before.sections.map((section: { port: number }) => section.port)) + 1;
  expect(registry.sections.at(-1)).toEqual({
    name: 'reports',
    folder: 'mfe-reports',
    port: nextPort,
    basePath: '/app/reports',
    label: 'Reports',
    icon: 'activities',
  });
  expect(readJson('package.json')).toEqual({
    ...original('package.json'),
    workspaces: [...original('package.json').workspaces, 'mfe-reports'],
  });
  // The shared singletons, the federation runtime, the contract and the list state, in the ranges
  // the shell has them in.
  const shellDependencies = original('shell/package.json').dependencies;
  expect(SECTION_DEPENDENCIES).toEqual([
    ...SHARED_SINGLETONS,
    '@portal/federation',
    '@portal/contract',
    '@portal/list-state',
  ]);
  const expected = SECTION_DEPENDENCIES.map((name) => [name, shellDependencies[name]]);
  expect(readJson('mfe-reports/package.json').dependencies).toEqual(Object.fromEntries(expected));

  // The remote and the API take the section's keys and answer types from its contract module.
  expect(readFileSync(join(copy, 'mfe-reports/src/api/reports.ts'), 'utf8')).toContain(
    "import { REPORTS_SORT_KEYS, type ReportsResponse, type ReportsSort } from '@portal/contract/reports';",
  );
  expect(readFileSync(join(copy, apiFolderOf('reports'), 'queries.ts'), 'utf8')).toContain(
    '} satisfies SortKeys<ReportsSortKey>;',
  );
  // No name of the templates' example section is left.
  for (const file of written.filter((path) => !path.endsWith('.json')))
    expect(readFileSync(join(copy, file), 'utf8')).not.toMatch(/sample/i);

  // Laid out as `npm run format:check` wants it.
  const format = run(bin('prettier/bin/prettier.cjs'), ['--check', ...written]);
  expect(format.output).not.toContain('[warn]');
  expect(format.status).toBe(0);

  // Type-checks as `npm run typecheck` would: one program holding the remote and the API module, as
  // the repository's one program holds every folder, under the remote's own tsconfig (the root's
  // options and its test types). One tsc instead of one per folder: about 10 s less.
  const remoteInclude = (readJson('mfe-reports/tsconfig.json') as { include: string[] }).include;
  writeFileSync(
    join(copy, 'tsconfig.new-section.json'),
    JSON.stringify({
      extends: './mfe-reports/tsconfig.json',
      include: [
        ...remoteInclude.map((path) => `mfe-reports/${path}`),
        apiFolderOf('reports'),
        contractFileOf('reports'),
      ],
    }),
  );
  const check = run(bin('typescript/bin/tsc'), ['--noEmit', '-p', 'tsconfig.new-section.json']);
  expect(check.output).toBe('');
  expect(check.status).toBe(0);

  // Lint-clean under the repository's rules, import boundaries included.
  const lint = run(bin('eslint/bin/eslint.js'), [
    '--max-warnings=0',
    'mfe-reports',
    apiFolderOf('reports'),
    contractFileOf('reports'),
  ]);
  expect(lint.output).toBe('');
  expect(lint.status).toBe(0);

  // Its tests pass: the list page's (jsdom, MSW) and the API module's (a seeded PGlite API that
  // loads every section of the copy's registry, so it starts with the new one).
  const jestConfig = jestConfigFor(copy);
  writeFileSync(
    join(copy, 'jest.new-section.config.js'),
    `module.exports = ${JSON.stringify(jestConfig)};\n`,
  );
  const tests = run(bin('jest/bin/jest.js'), ['--config', 'jest.new-section.config.js', '--ci']);
  expect(tests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(tests.status).toBe(0);
}, 600_000);

/**
 * The repository's jest projects for the web and the API, narrowed to the new section's two
 * folders in the copy; setup files and the copy's own registry as the repository maps them.
 */
function jestConfigFor(root: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { projects } = require(join(REPO_ROOT, 'jest.config.js')) as { projects: Record<string, unknown>[] };
  const project = (name: string) => projects.find((candidate) => candidate.displayName === name)!;
  // The copy's registry, and its contract (which holds the new section's module).
  const registry = {
    '^@portal/registry$': join(root, 'packages/registry/src/index.ts'),
    '^@portal/contract$': join(root, 'packages/contract/src/index.ts'),
    '^@portal/contract/(.*)$': join(root, 'packages/contract/src/sections/$1.ts'),
  };
  const web = project('web');
  const api = project('admin-api');
  return {
    projects: [
      {
        ...web,
        rootDir: root,
        roots: ['<rootDir>/mfe-reports'],
        setupFilesAfterEnv: [join(REPO_ROOT, 'jest.setup.web.ts')],
        moduleNameMapper: { ...(web.moduleNameMapper as object), ...registry },
      },
      {
        ...api,
        rootDir: root,
        roots: [`<rootDir>/${apiFolderOf('reports')}`],
        moduleNameMapper: registry,
      },
    ],
  };
}

test("without --icon a new section takes an icon no section shows, else the generic one, never another section's", () => {
  const registry = JSON.parse(readFileSync(join(copy, REGISTRY_FILE), 'utf8')) as Parameters<
    typeof sectionIconFor
  >[0];
  const showing = (icons: readonly string[]) => ({
    ...registry,
    sections: icons.map((icon, index) => ({ ...registry.sections[0]!, name: `s${index}`, icon })),
  });
  const [first, ...others] = SECTION_ICON_KEYS.filter((key) => key !== 'section');
  expect(sectionIconFor(showing(others))).toBe(first);
  expect(sectionIconFor(showing([first!, ...others.slice(1)]))).toBe(others[0]);
  expect(sectionIconFor(showing([first!, ...others]))).toBe('section');
  expect(sectionIconFor(showing([first!, ...others, 'section']))).toBe('section');
  expect(sectionIconFor(showing([]), 'coupons')).toBe('coupons');
});

test('new-section takes an icon every shell has, or refuses one naming the choices', () => {
  const registry = readFileSync(join(copy, REGISTRY_FILE), 'utf8');
  expect(() => createSection(copy, 'audit', 'chart')).toThrow(
    `"chart" is not a menu icon; choose one of: ${SECTION_ICON_KEYS.join(', ')}`,
  );
  expect(readFileSync(join(copy, REGISTRY_FILE), 'utf8')).toBe(registry);
  expect(existsSync(join(copy, 'mfe-audit'))).toBe(false);
  expect(existsSync(join(copy, apiFolderOf('audit')))).toBe(false);
});

test.each([
  ['users', 'The section "users" exists already'],
  ['Reports', '"Reports" is not a section name'],
  ['audit-log', '"audit-log" is not a section name'],
])('new-section %s is refused and writes nothing', (name, message) => {
  const registry = readFileSync(join(copy, REGISTRY_FILE), 'utf8');
  expect(() => createSection(copy, name)).toThrow(message);
  expect(readFileSync(join(copy, REGISTRY_FILE), 'utf8')).toBe(registry);
  expect(existsSync(join(copy, `mfe-${name}`))).toBe(false);
});
