// The rule that keeps a shared package from changing silently: its public surface (API
// Extractor's report) is committed beside the package version it was recorded at, and a new
// surface is recorded only under a new version that its changes allow (surfaceChanges.ts): a
// removed or changed export a new major, an added one a new minor. The report recorded under the
// previous version stays beside it as the baseline, so `npm test` can check that too. A remote
// built against a newer surface then always asks for a newer version, which the shell's
// version-skew check can refuse, and a shell whose surface lost what deployed remotes use is a
// major they do not accept.
import { createHash } from 'node:crypto';
import {
  describeChange,
  highestLevel,
  levelOf,
  satisfies,
  surfaceChanges,
  versionNeeded,
  type SurfaceChange,
} from './surfaceChanges';

/** `packages/<name>/surface/version.json`: the version the committed report was recorded at. */
export interface SurfaceRecord {
  version: string;
  /** sha256 of the committed report, so an edit by hand or a stale record shows. */
  reportSha256: string;
  /** The report recorded under the version before (`<name>.baseline.api.md`), which this one grew from. */
  baseline?: { version: string; reportSha256: string };
}

export interface SurfaceState {
  packageName: string;
  /** packages/<name>/package.json's version now. */
  version: string;
  /** The report generated from the source now. */
  generated: string;
  /** The committed report and record, if any. */
  committed: string | undefined;
  record: SurfaceRecord | undefined;
  /** The committed baseline report, if any. */
  baselineReport: string | undefined;
}

export const reportSha256 = (report: string) => createHash('sha256').update(report).digest('hex');

const UPDATE = 'npm run surface:update';

/** One line per change that `version` is too low for, counting from the `from` version. */
function versionProblems(
  packageName: string,
  changes: readonly SurfaceChange[],
  from: string,
  version: string,
): string[] {
  return changes
    .map((change) => ({ change, needed: versionNeeded(from, levelOf(change)) }))
    .filter(({ needed }) => !satisfies(version, needed))
    .map(
      ({ change, needed }) =>
        `${packageName}: ${describeChange(change)} - needs ${needed}, package.json says ${version}`,
    );
}

const changeList = (changes: readonly SurfaceChange[]) =>
  changes.length > 0 ? ` (${changes.map(describeChange).join(', ')})` : '';

/** What `npm test` says about one package's surface: nothing when it is recorded and unchanged. */
export function checkSurface(state: SurfaceState): string[] {
  const { packageName, version, generated, committed, record, baselineReport } = state;
  if (committed === undefined || record === undefined)
    return [`${packageName}: no surface recorded; run ${UPDATE}`];
  const problems: string[] = [];
  if (generated !== committed) {
    problems.push(
      `${packageName}: its public surface changed${changeList(surfaceChanges(committed, generated))}; ` +
        `run ${UPDATE}, which records it under a new version`,
    );
  }
  if (reportSha256(committed) !== record.reportSha256) {
    problems.push(
      `${packageName}: surface report does not match its record (edited by hand?); run ${UPDATE}`,
    );
  }
  if (record.version !== version) {
    problems.push(
      `${packageName}: surface recorded at version ${record.version}, package is ${version}; run ${UPDATE}`,
    );
  }
  if (record.baseline) {
    if (baselineReport === undefined || reportSha256(baselineReport) !== record.baseline.reportSha256) {
      problems.push(
        `${packageName}: the baseline report (version ${record.baseline.version}) is missing or does not match its record; restore it from git`,
      );
    } else {
      const changes = surfaceChanges(baselineReport, committed);
      problems.push(...versionProblems(packageName, changes, record.baseline.version, record.version));
    }
  }
  return problems;
}

export type SurfaceUpdate =
  | { kind: 'unchanged' }
  | {
      kind: 'record';
      record: SurfaceRecord;
      /** The report to keep as the baseline, when the version moved on from a recorded one. */
      baselineReport?: string;
      changes: SurfaceChange[];
    }
  | { kind: 'needs-version'; message: string };

/** What `npm run surface:update` does for one package. */
export function updateSurface(state: SurfaceState): SurfaceUpdate {
  const { packageName, version, generated, committed, record } = state;
  const reportSha = reportSha256(generated);
  if (!record) return { kind: 'record', record: { version, reportSha256: reportSha }, changes: [] };
  if (generated === committed && record.version === version && record.reportSha256 === reportSha)
    return { kind: 'unchanged' };
  // The report recorded under record.version, unless it was deleted or edited by hand since.
  const recorded =
    committed !== undefined && reportSha256(committed) === record.reportSha256 ? committed : undefined;
  if (record.version === version) {
    // The report was deleted or edited by hand, but the surface is the one recorded: restore it.
    if (record.reportSha256 === reportSha) return { kind: 'record', record: { ...record }, changes: [] };
    const changes = recorded === undefined ? [] : surfaceChanges(recorded, generated);
    const needed = versionNeeded(record.version, highestLevel(changes.map(levelOf)));
    return {
      kind: 'needs-version',
      message:
        `${packageName}: its public surface changed since version ${version} was recorded` +
        `${changeList(changes)}. Raise "version" in its package.json to ${needed} or more, raise the ` +
        `apps' ranges for it if they need the new surface, and run ${UPDATE} again.`,
    };
  }
  if (recorded === undefined) {
    return {
      kind: 'needs-version',
      message:
        `${packageName}: the committed report does not match the one recorded at ${record.version}, so the ` +
        `change cannot be classified; restore it from git and run ${UPDATE} again.`,
    };
  }
  const changes = surfaceChanges(recorded, generated);
  const problems = versionProblems(packageName, changes, record.version, version);
  if (!satisfies(version, versionNeeded(record.version, 'patch')))
    problems.push(`${packageName}: version ${version} is not after the recorded ${record.version}`);
  if (problems.length > 0) return { kind: 'needs-version', message: problems.join('\n') };
  return {
    kind: 'record',
    record: {
      version,
      reportSha256: reportSha,
      baseline: { version: record.version, reportSha256: record.reportSha256 },
    },
    baselineReport: recorded,
    changes,
  };
}
