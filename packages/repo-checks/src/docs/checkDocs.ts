// `npm run docs:check` (a step of `npm test`): every Markdown file of the repository is read as a
// newcomer would follow it. Links and their anchors must resolve (remark-validate-links, offline),
// and the paths, `@portal/*` entry points and `npm run` scripts it names must exist (docClaims.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { claimProblems, type Repository } from './docClaims';

interface PackageJson {
  name: string;
  scripts?: Record<string, string>;
  main?: string;
  exports?: Record<string, string>;
  workspaces?: string[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

function repositoryAt(root: string): Repository {
  const rootPackage = readJson(join(root, 'package.json'));
  const workspaces = (rootPackage.workspaces ?? []).map((folder) => ({
    folder,
    json: readJson(join(root, folder, 'package.json')),
  }));
  const workspace = (key: string) =>
    workspaces.find(({ folder, json }) => folder === key.replace(/\/$/, '') || json.name === key)?.json;
  return {
    exists: (path) => existsSync(join(root, path)),
    scripts: (key) => {
      const json = key === undefined ? rootPackage : workspace(key);
      return json && new Set(Object.keys(json.scripts ?? {}));
    },
    packageExports: (name) => {
      const found = workspaces.find(({ json }) => json.name === name);
      if (!found) return undefined;
      const exports = found.json.exports ?? { '.': found.json.main ?? 'index.js' };
      return new Map(
        Object.entries(exports).map(([subpath, target]) => [subpath, posix.join(found.folder, target)]),
      );
    },
  };
}

/** The docs: every Markdown file git knows or would add, but API Extractor's generated reports. */
function markdownFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) => file !== '' && !file.includes('/surface/') && existsSync(join(root, file)),
  );
}

// Given to the engine, not `.use`d on the processor, so the plugin sees every file and checks
// headings across them. The engine types its plugins for any tree; this one reads Markdown trees.
const VALIDATE_LINKS = [[remarkValidateLinks, { repository: false }]] as unknown as NonNullable<
  Parameters<typeof engine>[0]['plugins']
>;

function linkProblems(root: string, files: string[]): Promise<string[]> {
  return new Promise((done, fail) => {
    engine(
      {
        processor: remark(),
        cwd: root,
        files,
        plugins: VALIDATE_LINKS,
        detectConfig: false,
        detectIgnore: false,
        ignoreName: '',
        out: false,
        quiet: true,
        silent: true,
        streamError: { write: () => true } as unknown as NodeJS.WritableStream,
      },
      (error, _code, context) => {
        if (error) return fail(error);
        done(
          (context?.files ?? []).flatMap((file) =>
            file.messages.map((message) => `${file.path}:${message.line ?? 1}: ${message.reason}`),
          ),
        );
      },
    );
  });
}

export async function checkDocs(root: string): Promise<string[]> {
  const files = markdownFiles(root);
  const repository = repositoryAt(root);
  const claims = files.flatMap((file) =>
    claimProblems(file, readFileSync(join(root, file), 'utf8'), repository),
  );
  return [...(await linkProblems(root, files)), ...claims];
}

/** The docs step: every problem printed, then a count; 0 when there is none. */
export async function main(root: string): Promise<number> {
  const problems = await checkDocs(root);
  problems.forEach((problem) => console.error(problem));
  console.log(
    `docs: ${markdownFiles(root).length} files read, ${problems.length} false claims or broken links`,
  );
  return problems.length === 0 ? 0 : 1;
}
