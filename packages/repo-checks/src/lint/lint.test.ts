// The lint rules that keep the house free of circles and the API's sections apart, proved on
// planted mistakes with the repository's own config (eslint.config.js), through ESLint's Node API.
// ESLint runs in a child Node process: it loads its config with import(), which jest's module
// system refuses (and eslint.config.js's `jest` plugin name clashes with jest's own global).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '@portal/launcher';

interface Message {
  ruleId: string | null;
  message: string;
}

/** A planted file: `code` linted as if it were `filePath` (which need not exist). */
interface PlantedText {
  code: string;
  filePath: string;
}

/**
 * A cycle closed by type imports alone, planted for the run in a folder of the repository (so its
 * config applies) that lint and the type check never read: `__fixtures__` is ignored by a normal
 * lint run, and the type check reads packages' src/ only.
 */
function plantTypeCycle(): string {
  const parent = join(REPO_ROOT, 'packages/repo-checks/__fixtures__');
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(join(parent, 'type-cycle-'));
  writeFileSync(
    join(folder, 'a.ts'),
    "import type { Invoice } from './b';\n\nexport interface Customer {\n  invoices: Invoice[];\n}\n",
  );
  writeFileSync(
    join(folder, 'b.ts'),
    "import type { Customer } from './a';\n\nexport interface Invoice {\n  customer: Customer;\n}\n",
  );
  return folder;
}

const LINT_SCRIPT = `
const { ESLint } = require('eslint');
const { files, texts } = JSON.parse(process.argv[1]);
(async () => {
  const messagesOf = (results) => results.flatMap((r) => r.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  // The planted cycle sits in an ignored __fixtures__ folder, so a normal run never reports it.
  const fileMessages = messagesOf(await new ESLint({ ignore: false }).lintFiles(files));
  const eslint = new ESLint();
  const textMessages = [];
  for (const { code, filePath } of texts) textMessages.push(messagesOf(await eslint.lintText(code, { filePath })));
  process.stdout.write(JSON.stringify({ fileMessages, textMessages }));
})();
`;

/** Lints `files` (together) and each of `texts` (alone) in one ESLint run. */
function lint(files: string[], texts: PlantedText[]): { fileMessages: Message[]; textMessages: Message[][] } {
  const output = execFileSync(process.execPath, ['-e', LINT_SCRIPT, JSON.stringify({ files, texts })], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as { fileMessages: Message[]; textMessages: Message[][] };
}

const planted = (code: string, filePath: string): PlantedText => ({
  code,
  filePath: join(REPO_ROOT, filePath),
});

const SECTION_IMPORTS_SECTION = planted(
  "import { ORGANISATION_LIST } from '../organisations/queries';\nexport const planted = ORGANISATION_LIST;\n",
  'packages/admin-api/src/sections/users/planted.ts',
);
const SHARED_IMPORTS_SECTION = planted(
  "import { USER_LIST } from '../sections/users/queries';\nexport const planted = USER_LIST;\n",
  'packages/admin-api/src/queries/planted.ts',
);
const SECTION_IMPORTS_ITS_OWN = planted(
  "import { USER_LIST } from './queries';\nexport const planted = USER_LIST;\n",
  'packages/admin-api/src/sections/users/planted.ts',
);
const LAYER_IMPORTS_COMMAND = planted("import '../cli/openApi';\n", 'packages/admin-api/src/http/planted.ts');

describe('lint', () => {
  // One ESLint run for every case: each start reads the whole config and resolver.
  const cycle = plantTypeCycle();
  afterAll(() => {
    rmSync(cycle, { recursive: true, force: true });
    // The parent too once empty (another run's plant keeps it).
    if (readdirSync(dirname(cycle)).length === 0) rmSync(dirname(cycle), { recursive: true, force: true });
  });
  const { fileMessages, textMessages } = lint(
    [join(cycle, 'a.ts'), join(cycle, 'b.ts')],
    [SECTION_IMPORTS_SECTION, SHARED_IMPORTS_SECTION, SECTION_IMPORTS_ITS_OWN, LAYER_IMPORTS_COMMAND],
  );
  const [sectionImportsSection, sharedImportsSection, sectionImportsItsOwn, layerImportsCommand] =
    textMessages;

  it('fails on an import cycle closed by type imports alone', () => {
    expect(fileMessages).toEqual([
      { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' },
      { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' },
    ]);
  });

  it('fails when an API section imports another section', () => {
    expect(sectionImportsSection).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message:
          'Unexpected path "../organisations/queries" imported in restricted zone. An API section imports the shared layers only, never another section: move what both need into one.',
      },
    ]);
  });

  it("fails when a shared layer of the API imports a section, and passes a section's own import", () => {
    expect(sharedImportsSection!.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(sharedImportsSection![0]!.message).toContain("The API's shared layers never import a section");
    expect(sectionImportsItsOwn).toEqual([]);
  });

  it('keeps every command of the API in its cli/ folder, imported by nothing', () => {
    const commands = readdirSync(join(REPO_ROOT, 'packages/admin-api/src'), {
      withFileTypes: true,
      recursive: true,
    })
      .filter((entry) => entry.isFile() && /(^cli|Cli)\.ts$/.test(entry.name))
      .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)));
    expect(commands).toEqual([]);
    expect(layerImportsCommand!.map((message) => message.message)).toEqual([
      'Unexpected path "../cli/openApi" imported in restricted zone. A command (src/cli/) is imported by nothing: move what it shares into a layer.',
    ]);
  });
});
