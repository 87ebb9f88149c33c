// What a doc claims about the repository, beyond its links: the paths it names in inline code, the
// `@portal/*` entry points it names, and the `npm run` scripts it tells people to run. Links and
// anchors are remark-validate-links' job (checkDocs.ts); this is the rest, as pure functions.
import { posix } from 'node:path';

/** What the repository holds, as the claims need it (the real one reads the disk; tests fake it). */
export interface Repository {
  /** Whether a path relative to the repository root exists. */
  exists(repoPath: string): boolean;
  /** The scripts of the root package (`undefined`) or of a workspace named by folder or package name. */
  scripts(workspace: string | undefined): ReadonlySet<string> | undefined;
  /**
   * The entry points of a workspace package (`.`, `./testing`, a pattern such as `./*`), each with the
   * file it names relative to the repository root, or `undefined` for no such package.
   */
  packageExports(packageName: string): ReadonlyMap<string, string> | undefined;
}

// Folders a build, a run or a test writes: a doc may name them though a clone has none yet.
const GENERATED_SEGMENTS = new Set([
  'dist',
  'node_modules',
  '.data',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** The folder of the workspace packages, which docs may leave out of a path (`api/src/index.ts`). */
const PACKAGES_FOLDER = 'packages';

const INLINE_CODE = /`([^`\n]+)`/g;
const PATH_LIKE = /^[\w.@-]+(?:\/[\w.@[\]-]+)*\/?$/;
const NPM_SCRIPT =
  /\bnpm run(?:\s+--silent)?(?:\s+(?:-w|--workspace)[= ]([\w@/.-]+))?\s+([a-z][\w:.-]*)(?:\s+(?:-w|--workspace)[= ]([\w@/.-]+))?/g;
const NPM_LIFECYCLE = /\bnpm (test|start)\b/g;

/** Inline code spans outside fenced blocks: where docs name files and entry points. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...prose.matchAll(INLINE_CODE)].map((match) => match[1]!.trim());
}

function pathProblem(docPath: string, token: string, repository: Repository): string | undefined {
  const path = token.replace(/:\d+(?:-\d+)?$/, ''); // `file.ts:12` names a line of the file
  // `./Section` is a module a remote exposes, `@portal/...` an entry point: neither is a file path.
  if (!PATH_LIKE.test(path) || !path.includes('/') || path.startsWith('./') || path.startsWith('@'))
    return undefined;
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => GENERATED_SEGMENTS.has(segment))) return undefined;
  // `src/...` is a placeholder for any path under `src/`, as `<name>` is for a name.
  if (segments.includes('...')) return undefined;
  // A path is the repository's when its first folder is one at the root, one beside the doc, or a
  // package written package-relative (`admin-api/src/...` for `packages/admin-api/src/...`, as the
  // docs name them). One that climbs (`../shared/...`) names what lies beside the repository, which
  // a clone need not have (a path to a neighbouring doc is a link, remark-validate-links' to check).
  if (segments[0] === '..') return undefined;
  const bases = ['', posix.dirname(docPath), PACKAGES_FOLDER].filter(
    (base, index, all) => all.indexOf(base) === index,
  );
  const claimed = bases.filter((base) => repository.exists(posix.join(base, segments[0]!)));
  if (claimed.length === 0) return undefined;
  if (claimed.some((base) => repository.exists(posix.join(base, path)))) return undefined;
  return `names \`${token}\`, which does not exist`;
}

function entryPointProblem(token: string, repository: Repository): string | undefined {
  const match = /^(@portal\/[\w-]+)(\/[\w./-]+)?$/.exec(token);
  if (!match) return undefined;
  const exports = repository.packageExports(match[1]!);
  if (!exports) return `names \`${match[1]}\`, which is no workspace package`;
  const subpath = `.${match[2] ?? ''}`;
  return exports.has(subpath) || patternExports(exports, subpath, repository)
    ? undefined
    : `names \`${token}\`, which ${match[1]} does not export`;
}

/** Whether a pattern entry (`"./*": "./src/sections/*.ts"`) exports `subpath`: its file exists. */
function patternExports(exports: ReadonlyMap<string, string>, subpath: string, repository: Repository) {
  return [...exports].some(([key, target]) => {
    const [prefix, suffix, ...more] = key.split('*');
    if (suffix === undefined || more.length > 0) return false;
    if (subpath.length <= key.length - 1 || !subpath.startsWith(prefix!) || !subpath.endsWith(suffix))
      return false;
    return repository.exists(
      target.replace('*', subpath.slice(prefix!.length, subpath.length - suffix.length)),
    );
  });
}

function scriptProblems(markdown: string, repository: Repository): string[] {
  const problems: string[] = [];
  for (const [, before, script, after] of markdown.matchAll(NPM_SCRIPT)) {
    const workspace = before ?? after;
    const scripts = repository.scripts(workspace);
    if (!scripts) problems.push(`names workspace \`${workspace}\`, which does not exist`);
    else if (!scripts.has(script!)) {
      problems.push(`names \`npm run ${script}\`${workspace ? ` in ${workspace}` : ''}, which is no script`);
    }
  }
  for (const [, script] of markdown.matchAll(NPM_LIFECYCLE)) {
    if (!repository.scripts(undefined)?.has(script!))
      problems.push(`names \`npm ${script}\`, which is no script`);
  }
  return problems;
}

/** Every false claim of one doc (`docPath` relative to the root, `/`-separated), one line each. */
export function claimProblems(docPath: string, markdown: string, repository: Repository): string[] {
  const tokens = [...new Set(inlineCode(markdown))];
  const problems = [
    ...tokens.map((token) => pathProblem(docPath, token, repository) ?? entryPointProblem(token, repository)),
    ...scriptProblems(markdown, repository),
  ].filter((problem): problem is string => problem !== undefined);
  return [...new Set(problems)].map((problem) => `${docPath}: ${problem}`);
}
