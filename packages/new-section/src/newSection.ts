// `npm run new-section -- <name> [--icon <key>]`: a whole new section, ready to build, test and
// run. It writes the remote mfe-<name>/, its contract packages/contract/src/sections/<name>.ts, its
// API section packages/admin-api/src/sections/<name>/ (all three from templates/, see templates.ts),
// the section's registry entry and its npm workspace, and nothing else: every other list of
// sections (the menu, quick find, the browser tests, the budgets, the bench routes, the API's
// sections) reads the registry or portal-config.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHARED_SINGLETONS } from '@portal/build';
import { SECTION_ICON_KEYS } from '@portal/registry';
import { apiFolderOf, contractFileOf, json, labelOf, remoteFolderOf, sectionFiles } from './templates';

/** A section name: one lower-case word (it is its remote's name, a JavaScript identifier). */
const SECTION_NAME = /^[a-z][a-z0-9]*$/;

interface RegistryFile {
  shell: { name: string; folder: string; port: number };
  apiPort: number;
  sections: { name: string; folder: string; port: number; basePath: string; label: string; icon: string }[];
}

interface PackageFile {
  workspaces: string[];
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

export const REGISTRY_FILE = 'packages/registry/src/registry.json';
export { apiFolderOf, contractFileOf };

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/**
 * What a new section takes of the shell's dependencies, in the shell's ranges: the shared singletons,
 * the federation runtime, the contract and the list state (bundled into each app).
 */
export const SECTION_DEPENDENCIES = [
  ...SHARED_SINGLETONS,
  '@portal/federation',
  '@portal/contract',
  '@portal/list-state',
] as const;

function sectionDependencies(root: string): Record<string, string> {
  const shell = readJson<PackageFile>(join(root, 'shell', 'package.json')).dependencies ?? {};
  const names = SECTION_DEPENDENCIES.filter((dependency) => shell[dependency]);
  return Object.fromEntries(names.sort().map((dependency) => [dependency, shell[dependency]!]));
}

/**
 * The icon `requested`, which must be one every shell has, or else the first that no registered
 * section shows, and the generic `section` icon when each is taken: never another section's.
 */
export function sectionIconFor(registry: RegistryFile, requested?: string): string {
  if (requested !== undefined) {
    if ((SECTION_ICON_KEYS as readonly string[]).includes(requested)) return requested;
    throw new Error(`"${requested}" is not a menu icon; choose one of: ${SECTION_ICON_KEYS.join(', ')}`);
  }
  const taken = new Set(registry.sections.map((section) => section.icon));
  return SECTION_ICON_KEYS.find((key) => !taken.has(key)) ?? 'section';
}

/**
 * Creates the section `name` in the repository at `root`: its remote's folder, its API module, its
 * registry entry (the next free port, /app/<name>, its label from its name, its icon) and its
 * workspace. Throws, writing nothing, for a bad or taken name or an unknown icon. Returns the files
 * written.
 */
export function createSection(root: string, name: string, icon?: string): string[] {
  if (!SECTION_NAME.test(name)) {
    throw new Error(
      `"${name}" is not a section name: one lower-case word of letters and digits, e.g. reports`,
    );
  }
  const folder = remoteFolderOf(name);
  const apiFolder = apiFolderOf(name);
  const contractFile = contractFileOf(name);
  const registryPath = join(root, REGISTRY_FILE);
  const registry = readJson<RegistryFile>(registryPath);
  const apps = [registry.shell, ...registry.sections];
  if (
    apps.some((app) => app.name === name) ||
    existsSync(join(root, folder)) ||
    existsSync(join(root, apiFolder)) ||
    existsSync(join(root, contractFile))
  ) {
    throw new Error(
      `The section "${name}" exists already (${folder}/, ${apiFolder}/, ${contractFile} or its registry entry)`,
    );
  }
  const sectionIcon = sectionIconFor(registry, icon);
  const taken = new Set([...apps.map((app) => app.port), registry.apiPort]);
  let port = Math.max(...apps.map((app) => app.port)) + 1;
  while (taken.has(port)) port += 1;

  const files = sectionFiles(name, sectionDependencies(root));
  for (const [path, content] of Object.entries(files)) write(join(root, path), content);
  registry.sections.push({
    name,
    folder,
    port,
    basePath: `/app/${name}`,
    label: labelOf(name),
    icon: sectionIcon,
  });
  write(registryPath, json(registry));

  const packagePath = join(root, 'package.json');
  const rootPackage = readJson<PackageFile>(packagePath);
  rootPackage.workspaces = [...rootPackage.workspaces, folder];
  write(packagePath, json(rootPackage));
  const written = [...Object.keys(files), REGISTRY_FILE, 'package.json'];
  formatFiles(root, written);
  return written;
}

/** Lays the files out as `npm run format:check` wants them, whatever the name's length. */
function formatFiles(root: string, files: readonly string[]): void {
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--write', '--log-level=warn', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`prettier failed on the new section:\n${result.stderr}`);
}
