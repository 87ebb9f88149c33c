// The files `npm run new-section` writes come from packages/new-section/templates: a working example
// section named `sample` (its remote, its contract, its API section), type-checked, linted and
// formatted with the repository, so the generator cannot drift from the code it writes for. Each
// file is copied with the example's names replaced by the new section's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The example section the templates hold. */
export const TEMPLATES_DIR = join(__dirname, '..', 'templates');
const EXAMPLE = { name: 'sample', label: 'Sample', upper: 'SAMPLE' };

/** 'reports' to 'Reports'. */
export const labelOf = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

// Laid out as Prettier lays out JSON whose arrays hold no short lists (newSection.test.ts checks it).
export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Where a section's remote, its API section and its contract are written, from the repository's root. */
export const remoteFolderOf = (name: string) => `mfe-${name}`;
export const apiFolderOf = (name: string) => `packages/admin-api/src/sections/${name}`;
export const contractFileOf = (name: string) => `packages/contract/src/sections/${name}.ts`;

/** Each templates folder (or file) and where it lands for the section `name`. */
const PLACES = (name: string) => [
  { template: 'remote', target: remoteFolderOf(name) },
  { template: `api/sections/${EXAMPLE.name}`, target: apiFolderOf(name) },
  { template: `contract/sections/${EXAMPLE.name}.ts`, target: contractFileOf(name) },
];

/** The example's names in `text` (a path or a file) as the section `name`'s. */
export function renamed(text: string, name: string): string {
  return text
    .replaceAll(EXAMPLE.upper, name.toUpperCase())
    .replaceAll(EXAMPLE.label, labelOf(name))
    .replaceAll(EXAMPLE.name, name);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The section `name`'s files, by path from the repository's root: the templates renamed, and the
 * remote's package.json with `dependencies` (the shell's ranges of what a remote shares with it).
 */
export function sectionFiles(name: string, dependencies: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const { template, target } of PLACES(name)) {
    const source = join(TEMPLATES_DIR, template);
    const sources = template.endsWith('.ts') ? [source] : filesUnder(source);
    for (const file of sources) {
      const path = file === source ? target : `${target}/${renamed(relative(source, file), name)}`;
      files[path] = renamed(readFileSync(file, 'utf8'), name);
    }
  }
  files[`${remoteFolderOf(name)}/package.json`] = json({
    name: remoteFolderOf(name),
    version: '1.0.0',
    private: true,
    scripts: { build: 'portal-app build', dev: 'portal-app dev' },
    dependencies,
    devDependencies: { '@portal/build': '^1.0.0' },
  });
  return files;
}
