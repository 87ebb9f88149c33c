// What changed between two API Extractor reports of one package, export by export, and the version
// each change needs: a removed or changed export a new major, an added one (or an optional member
// added to one) a new minor, anything else (imports, doc comments) a patch. A remote built against
// the new surface then asks for a version no shell without it satisfies, and a shell with a
// surface its deployed remotes cannot use is a major they do not accept.

export type ChangeKind = 'removed' | 'changed' | 'extended' | 'added';
export type Level = 'major' | 'minor' | 'patch';

export interface SurfaceChange {
  kind: ChangeKind;
  name: string;
  /** For a declaration the package does not export (a forgotten export): the exports using it. */
  usedBy?: readonly string[];
}

const LEVEL_OF: Record<ChangeKind, Level> = {
  removed: 'major',
  changed: 'major',
  extended: 'minor',
  added: 'minor',
};
const LEVELS: readonly Level[] = ['patch', 'minor', 'major'];

export const levelOf = (change: SurfaceChange): Level => LEVEL_OF[change.kind];

/** The higher of the levels; a patch when there is none. */
export const highestLevel = (levels: readonly Level[]): Level =>
  levels.reduce<Level>(
    (high, level) => (LEVELS.indexOf(level) > LEVELS.indexOf(high) ? level : high),
    'patch',
  );

interface Declaration {
  exported: boolean;
  /** The declaration's lines without comments, overloads one after another. */
  lines: string[];
}

// `export function name`, `interface name`, `export declare const name`, `export { name }`, ...
const DECLARATION =
  /^(export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:function|const|let|var|interface|type|class|enum|namespace)\s+([\w$]+)/;
const REEXPORT = /^export\s+(?:type\s+)?\{\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*\}/;
const STAR_EXPORT = /^export\s+\*\s+from\s+["']([^"']+)["']/;

/** The code block of an API Extractor report (the lines between ```ts and ```). */
function codeOf(report: string): string[] {
  const lines = report.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === '```ts');
  const end = lines.findLastIndex((line) => line.trim() === '```');
  if (start < 0 || end <= start) throw new Error('Not an API Extractor report: no ```ts block');
  return lines.slice(start + 1, end);
}

/** Every named declaration of a report, exported or not, by name. Imports and comments are left out. */
export function declarationsOf(report: string): Map<string, Declaration> {
  const declarations = new Map<string, Declaration>();
  let current: Declaration | undefined;
  for (const raw of codeOf(report)) {
    const line = raw.trimEnd();
    if (line.trim().startsWith('//')) continue;
    if (line === '') {
      current = undefined;
      continue;
    }
    // A new top-level statement starts at column 0; anything indented or closing continues one.
    if (current && /^[\s})\]]/.test(line)) {
      current.lines.push(line);
      continue;
    }
    if (line.startsWith('import ')) {
      current = undefined;
      continue;
    }
    const star = STAR_EXPORT.exec(line);
    const reexport = REEXPORT.exec(line);
    const declaration = DECLARATION.exec(line);
    const name = star ? `* from ${star[1]}` : reexport ? (reexport[2] ?? reexport[1]) : declaration?.[2];
    if (name === undefined) {
      if (current) current.lines.push(line);
      continue;
    }
    const exported = star !== null || reexport !== null || declaration?.[1] !== undefined;
    // Overloads of one function follow each other under one name.
    const known = declarations.get(name);
    current = known ?? { exported, lines: [] };
    current.exported ||= exported;
    current.lines.push(line.replace(/^export\s+/, ''));
    declarations.set(name, current);
  }
  return declarations;
}

// An optional member's first line: `    name?: type`, `    readonly name?: type`, `    name?(...)`.
const OPTIONAL_MEMBER = /^\s+(?:readonly\s+)?(?:[\w$]+|'[^']*'|"[^"]*")\?(?::|\()/;
const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The lines of `after` that are not in `before`, as runs of consecutive lines, when `before` is a
 * subsequence of `after` (matched greedily, which finds one whenever there is one); else undefined.
 */
function insertedRuns(before: readonly string[], after: readonly string[]): string[][] | undefined {
  const runs: string[][] = [];
  let run: string[] = [];
  let i = 0;
  for (const line of after) {
    if (i < before.length && before[i] === line) {
      if (run.length > 0) runs.push(run);
      run = [];
      i++;
    } else run.push(line);
  }
  if (run.length > 0) runs.push(run);
  return i === before.length ? runs : undefined;
}

/**
 * Whether `after` is `before` with only optional members added to its object types: what code
 * written against `before` neither passes nor reads, so it keeps working.
 */
function onlyOptionalMembersAdded(before: readonly string[], after: readonly string[]): boolean {
  const runs = insertedRuns(before, after);
  if (!runs || runs.length === 0) return false;
  return runs.every((run) => {
    const indent = indentOf(run[0]!);
    // Each member starts at the run's indent and is optional; deeper lines (or closing ones at the
    // same indent) continue the member above them.
    return (
      indent > 0 &&
      run.every((line, index) => {
        if (indentOf(line) > indent) return index > 0;
        if (indentOf(line) < indent) return false;
        return OPTIONAL_MEMBER.test(line) || (index > 0 && /^\s+[})\]]/.test(line));
      })
    );
  });
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** The exports whose declarations name `name`. */
function exportsUsing(name: string, declarations: Map<string, Declaration>): string[] {
  const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
  return [...declarations]
    .filter(
      ([other, { exported, lines }]) => exported && other !== name && lines.some((line) => word.test(line)),
    )
    .map(([other]) => other)
    .sort();
}

/** Each export removed, changed, extended or added from report `before` to report `after`. */
export function surfaceChanges(before: string, after: string): SurfaceChange[] {
  const old = declarationsOf(before);
  const next = declarationsOf(after);
  const changes: SurfaceChange[] = [];
  for (const [name, was] of old) {
    const now = next.get(name);
    if (was.exported && !now?.exported) changes.push({ kind: 'removed', name });
  }
  for (const [name, now] of next) {
    const was = old.get(name);
    if (now.exported && !was?.exported) changes.push({ kind: 'added', name });
    // An export that is no longer exported is a removal, whatever else changed in it.
    if (!was || (was.exported && !now.exported) || sameLines(was.lines, now.lines)) continue;
    // A declaration only reachable through exports (a forgotten export) changes those exports.
    const usedBy = now.exported ? undefined : exportsUsing(name, next);
    const kind = onlyOptionalMembersAdded(was.lines, now.lines) ? 'extended' : 'changed';
    changes.push(usedBy ? { kind, name, usedBy } : { kind, name });
  }
  return changes.sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind));
}

const parse = (version: string): [number, number, number] => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`Not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** The lowest version after `from` that a change of `level` may be recorded under. */
export function versionNeeded(from: string, level: Level): string {
  const [major, minor, patch] = parse(from);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Whether `version` is at least `needed` (x.y.z compared part by part). */
export function satisfies(version: string, needed: string): boolean {
  const have = parse(version);
  const want = parse(needed);
  for (let part = 0; part < 3; part++) if (have[part] !== want[part]) return have[part]! > want[part]!;
  return true;
}

/** `removed useSortState`, `changed ListViewProps (used by SearchableListPage)`. */
export function describeChange({ kind, name, usedBy }: SurfaceChange): string {
  const users = usedBy && usedBy.length > 0 ? ` (used by ${usedBy.join(', ')})` : '';
  const what = kind === 'extended' ? 'added optional members to' : kind;
  return `${what} ${name}${users}`;
}
