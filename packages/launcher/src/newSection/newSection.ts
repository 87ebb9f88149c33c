// `npm run new-section -- <name>`: a new section's remote, ready to build, test and run. It writes
// mfe-<name>/, the section's registry entry and its npm workspace, and nothing else: every other
// list of sections (the menu, quick find, the browser tests' screens, the budgets, the bench routes)
// reads the registry or portal-config.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHARED_SINGLETONS } from '@portal/build';

/** A section name: one lower-case word (it is its remote's name, a JavaScript identifier). */
const SECTION_NAME = /^[a-z][a-z0-9]*$/;

/** The icon key of a new section: no shell has an icon of that name, so it shows the default one. */
export const NEW_SECTION_ICON = 'default';

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

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
// Laid out as Prettier lays out JSON whose arrays hold no short lists (newSection.test.ts checks it).
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** 'reports' to 'Reports'. */
export const labelOf = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/** The files of a new section's folder, by path under it. */
export function sectionFiles(name: string, dependencies: Record<string, string>): Record<string, string> {
  const label = labelOf(name);
  return {
    'package.json': json({
      name: `mfe-${name}`,
      version: '1.0.0',
      private: true,
      scripts: { build: 'portal-app build', dev: 'portal-app dev' },
      dependencies,
      devDependencies: { '@portal/build': '^1.0.0' },
    }),
    'tsconfig.json': `{
  "extends": "../tsconfig.json",
  "compilerOptions": {
    "types": ["node", "jest", "@testing-library/jest-dom"]
  },
  "include": ["src", "*.ts"]
}
`,
    'webpack.config.ts': `import { createAppConfig } from '@portal/build';

export default createAppConfig({
  name: '${name}',
  dir: __dirname,
  title: '${label} | ADMIN',
  exposes: { './Section': './src/Section.tsx' },
});
`,
    'src/index.ts': `// Async boundary: the federation runtime negotiates shared modules before any app code runs.
void import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { renderStandalone } from '@portal/federation';
import Section from './Section';

void renderStandalone('${name}', Section);
`,
    'src/Section.tsx': `import { EmptyText, Stack, Typography } from '@portal/ui';

/** The ${label} section, mounted by the shell at /app/${name}. */
export default function Section() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        ${label}
      </Typography>
      <EmptyText>Nothing here yet.</EmptyText>
    </Stack>
  );
}
`,
    'src/Section.test.tsx': `import { renderWithProviders } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import Section from './Section';

test('the section shows its page, titled with its menu label', () => {
  renderWithProviders(<Section />);
  expect(screen.getByRole('heading', { level: 1, name: '${label}' })).toBeInTheDocument();
  expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
});
`,
  };
}

/** What a new section needs of the shell's dependencies: the shared singletons and the federation runtime. */
function sectionDependencies(root: string): Record<string, string> {
  const shell = readJson<PackageFile>(join(root, 'shell', 'package.json')).dependencies ?? {};
  const names = [...SHARED_SINGLETONS, '@portal/federation'].filter((dependency) => shell[dependency]);
  return Object.fromEntries(names.sort().map((dependency) => [dependency, shell[dependency]!]));
}

/**
 * Creates the section `name` in the repository at `root`: its folder, its registry entry (the next
 * free port, /app/<name>, its label from its name, the default icon) and its workspace. Throws,
 * writing nothing, for a bad or taken name. Returns the files written.
 */
export function createSection(root: string, name: string): string[] {
  if (!SECTION_NAME.test(name)) {
    throw new Error(
      `"${name}" is not a section name: one lower-case word of letters and digits, e.g. reports`,
    );
  }
  const folder = `mfe-${name}`;
  const registryPath = join(root, REGISTRY_FILE);
  const registry = readJson<RegistryFile>(registryPath);
  const apps = [registry.shell, ...registry.sections];
  if (apps.some((app) => app.name === name) || existsSync(join(root, folder))) {
    throw new Error(`The section "${name}" exists already (${folder}/ or its registry entry)`);
  }
  const taken = new Set([...apps.map((app) => app.port), registry.apiPort]);
  let port = Math.max(...apps.map((app) => app.port)) + 1;
  while (taken.has(port)) port += 1;

  const files = sectionFiles(name, sectionDependencies(root));
  for (const [path, content] of Object.entries(files)) write(join(root, folder, path), content);
  registry.sections.push({
    name,
    folder,
    port,
    basePath: `/app/${name}`,
    label: labelOf(name),
    icon: NEW_SECTION_ICON,
  });
  write(registryPath, json(registry));

  const packagePath = join(root, 'package.json');
  const rootPackage = readJson<PackageFile>(packagePath);
  rootPackage.workspaces = [...rootPackage.workspaces, folder];
  write(packagePath, json(rootPackage));
  return [...Object.keys(files).map((path) => `${folder}/${path}`), REGISTRY_FILE, 'package.json'];
}
