import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_DEFAULT_PORT, APPS as APP_INFOS, portsOnBase, SHELL } from './apps';
import { SECTION_AUDIENCES, SECTION_REGISTRY, SHELL_APP } from './sections';

const REPO_ROOT = resolve(__dirname, '../../..');
const APPS = [SHELL_APP, ...SECTION_REGISTRY];
const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));

test('npm workspaces list exactly the registered apps besides the packages (npm needs them literal)', () => {
  const workspaces: string[] = readJson('package.json').workspaces;
  const appWorkspaces = workspaces.filter((workspace) => !workspace.startsWith('packages/'));
  expect([...appWorkspaces].sort()).toEqual(APPS.map((app) => app.folder).sort());
});

test('every registered app has its folder, a package of the same name and a webpack config naming it', () => {
  for (const app of APPS) {
    expect(readJson(`${app.folder}/package.json`).name).toBe(app.folder);
    const webpackConfig = readFileSync(join(REPO_ROOT, app.folder, 'webpack.config.ts'), 'utf8');
    expect(webpackConfig).toContain(`name: '${app.name}'`);
  }
});

test('every section mounts its standalone page by its registered name', () => {
  for (const section of SECTION_REGISTRY) {
    const bootstrap = join(REPO_ROOT, section.folder, 'src', 'bootstrap.tsx');
    expect(existsSync(bootstrap)).toBe(true);
    expect(readFileSync(bootstrap, 'utf8')).toContain(`renderStandalone('${section.name}', Section)`);
  }
});

test("the spec's sections come first, in the spec's menu order (a new section follows them)", () => {
  expect(SECTION_REGISTRY.slice(0, 5).map((section) => section.label)).toEqual([
    'Dashboard',
    'Activities',
    'Users',
    'Organisations',
    'Coupons',
  ]);
});

test('names, folders, ports and base paths are unique, and sections live under /app', () => {
  for (const key of ['name', 'folder', 'port'] as const) {
    const values = APPS.map((app) => app[key]);
    expect(new Set(values).size).toBe(values.length);
  }
  const basePaths = SECTION_REGISTRY.map((section) => section.basePath);
  expect(new Set(basePaths).size).toBe(basePaths.length);
  for (const basePath of basePaths) expect(basePath).toMatch(/^\/app\/[a-z-]*$/);
});

test("on a moved base every port keeps its distance from the shell's, so a section added later takes a port the running portal does not use", () => {
  const ports = portsOnBase(4300);
  expect(ports.app(SHELL)).toBe(4300);
  expect(ports.api).toBe(4300 + API_DEFAULT_PORT - SHELL.defaultPort);
  const nextSectionPort = Math.max(...APP_INFOS.map((app) => ports.app(app))) + 1;
  expect(ports.api).not.toBe(nextSectionPort);
  expect(APP_INFOS.map((app) => ports.app(app))).not.toContain(ports.api);
});

test('a section limited to an audience names one the shell knows (the Access log: auditors only)', () => {
  const audiences = SECTION_REGISTRY.flatMap((section) => (section.audience ? [section.audience] : []));
  for (const audience of audiences) expect(SECTION_AUDIENCES).toContain(audience);
  expect(SECTION_REGISTRY.find((section) => section.name === 'accesslog')).toMatchObject({
    label: 'Access log',
    basePath: '/app/access-log',
    audience: 'auditors',
  });
});
