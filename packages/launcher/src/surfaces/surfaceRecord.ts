// The rule that keeps a shared package from changing silently: its public surface (API
// Extractor's report) is committed beside the package version it was recorded at, and a new
// surface is recorded only under a new version. A remote built against a newer surface then
// always asks for a newer version, which the shell's version-skew check can refuse.
import { createHash } from 'node:crypto';

/** `packages/<name>/surface/version.json`: the version the committed report was recorded at. */
export interface SurfaceRecord {
  version: string;
  /** sha256 of the committed report, so an edit by hand or a stale record shows. */
  reportSha256: string;
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
}

export const reportSha256 = (report: string) => createHash('sha256').update(report).digest('hex');

const UPDATE = 'npm run surface:update';

/** What `npm test` says about one package's surface: nothing when it is recorded and unchanged. */
export function checkSurface(state: SurfaceState): string[] {
  const { packageName, version, generated, committed, record } = state;
  if (committed === undefined || record === undefined)
    return [`${packageName}: no surface recorded; run ${UPDATE}`];
  const problems: string[] = [];
  if (generated !== committed) {
    problems.push(
      `${packageName}: its public surface changed; run ${UPDATE}, which records it under a new version`,
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
  return problems;
}

export type SurfaceUpdate =
  | { kind: 'unchanged' }
  | { kind: 'record'; record: SurfaceRecord }
  | { kind: 'needs-version'; message: string };

/** What `npm run surface:update` does for one package. */
export function updateSurface(state: SurfaceState): SurfaceUpdate {
  const { packageName, version, generated, committed, record } = state;
  const next = { version, reportSha256: reportSha256(generated) };
  if (
    record &&
    generated === committed &&
    record.version === version &&
    record.reportSha256 === next.reportSha256
  )
    return { kind: 'unchanged' };
  if (record && record.version === version && record.reportSha256 !== next.reportSha256) {
    return {
      kind: 'needs-version',
      message:
        `${packageName}: its public surface changed since version ${version} was recorded. Raise "version" ` +
        `in its package.json (minor for an addition, major for a removal or a changed signature), ` +
        `raise the apps' ranges for it if they need the new surface, and run ${UPDATE} again.`,
    };
  }
  return { kind: 'record', record: next };
}
