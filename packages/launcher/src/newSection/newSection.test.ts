import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { SHARED_SINGLETONS } from '@portal/build';
import { REPO_ROOT } from '../paths';
import { testFolder } from '../testFolder';
import { createSection, REGISTRY_FILE } from './newSection';

// What the generator reads and writes, in a copy; the repository's node_modules to type-check with.
const COPIED = ['package.json', 'tsconfig.json', '.prettierrc.json', REGISTRY_FILE, 'shell/package.json'];
const copy = testFolder('new-section-');
for (const file of COPIED) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(REPO_ROOT, file), join(copy, file));
}
symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'));

const readJson = (path: string) => JSON.parse(readFileSync(join(copy, path), 'utf8'));
const original = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [relative(copy, path)];
  });
}

test('new-section reports: its folder, registry entry and workspace, nothing else, and it type-checks', () => {
  const written = createSection(copy, 'reports');

  const folderFiles = [
    'package.json',
    'tsconfig.json',
    'webpack.config.ts',
    'src/index.ts',
    'src/bootstrap.tsx',
    'src/Section.tsx',
    'src/Section.test.tsx',
  ].map((file) => `mfe-reports/${file}`);
  expect(written.sort()).toEqual([...folderFiles, REGISTRY_FILE, 'package.json'].sort());
  expect(filesUnder(copy).sort()).toEqual([...folderFiles, ...COPIED].sort());

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
    icon: 'default',
  });
  expect(readJson('package.json')).toEqual({
    ...original('package.json'),
    workspaces: [...original('package.json').workspaces, 'mfe-reports'],
  });
  // The shared singletons (and the federation runtime) in the ranges the shell provides them in.
  const shellDependencies = original('shell/package.json').dependencies;
  const expected = [...SHARED_SINGLETONS, '@portal/federation'].map((name) => [
    name,
    shellDependencies[name],
  ]);
  expect(readJson('mfe-reports/package.json').dependencies).toEqual(Object.fromEntries(expected));
  expect(readFileSync(join(copy, 'mfe-reports/src/Section.tsx'), 'utf8')).toContain('Reports');

  // Laid out as `npm run format:check` wants it.
  const prettier = join(REPO_ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const format = spawnSync(process.execPath, [prettier, '--check', ...written], {
    cwd: copy,
    encoding: 'utf8',
  });
  expect(format.stderr).toBe('');
  expect(format.status).toBe(0);

  // Type-checks as `npm run typecheck` would (the root tsconfig's options), in a few seconds.
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const check = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '-p', join(copy, 'mfe-reports', 'tsconfig.json')],
    {
      encoding: 'utf8',
    },
  );
  expect(`${check.stdout}${check.stderr}`).toBe('');
  expect(check.status).toBe(0);
}, 120_000);

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
