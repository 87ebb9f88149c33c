import { checkSurface, reportSha256, updateSurface, type SurfaceState } from './surfaceRecord';

/** An API Extractor report holding `body`. */
const report = (body: string) => `## API Report File for "@portal/ui"

\`\`\`ts

import { JSX } from 'react';

${body}
// (No @packageDocumentation comment for this package)

\`\`\`
`;

const USE_SORT_STATE = `// @public
export function useSortState<Field extends string>(fields: readonly Field[], store?: QueryParamStore): SortState<Field>;
`;
const USE_LIST_SORT = USE_SORT_STATE.replace('useSortState', 'useListSort');
const USE_DEBOUNCED_VALUE = `// @public
export function useDebouncedValue<T>(value: T, delayMs?: number): T;
`;

const REPORT = report(USE_SORT_STATE);
const GROWN = report(`${USE_DEBOUNCED_VALUE}\n${USE_SORT_STATE}`);
const RENAMED = report(USE_LIST_SORT);

/** @portal/ui at 2.2.1 with REPORT committed and recorded, unless told otherwise. */
function state(changes: Partial<SurfaceState> = {}): SurfaceState {
  return {
    packageName: '@portal/ui',
    version: '2.2.1',
    generated: REPORT,
    committed: REPORT,
    record: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
    baselineReport: undefined,
    ...changes,
  };
}

/** RENAMED recorded by hand under 2.3.0, grown from REPORT at 2.2.1 (its baseline). */
const RENAME_RECORDED_UNDER_A_MINOR = state({
  version: '2.3.0',
  generated: RENAMED,
  committed: RENAMED,
  record: {
    version: '2.3.0',
    reportSha256: reportSha256(RENAMED),
    baseline: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
  },
  baselineReport: REPORT,
});

describe('npm test on a shared package surface', () => {
  it('passes a surface as recorded', () => {
    expect(checkSurface(state())).toEqual([]);
  });

  it('fails a surface that changed in the source, naming what changed', () => {
    expect(checkSurface(state({ generated: GROWN }))).toEqual([
      '@portal/ui: its public surface changed (added useDebouncedValue); run npm run surface:update, which records it under a new version',
    ]);
  });

  it('fails a report edited by hand to match the source', () => {
    expect(checkSurface(state({ generated: GROWN, committed: GROWN }))).toEqual([
      '@portal/ui: surface report does not match its record (edited by hand?); run npm run surface:update',
    ]);
  });

  it('fails a version changed without recording the surface under it', () => {
    expect(checkSurface(state({ version: '2.3.0' }))).toEqual([
      '@portal/ui: surface recorded at version 2.2.1, package is 2.3.0; run npm run surface:update',
    ]);
  });

  it('fails a package with no surface recorded', () => {
    expect(checkSurface(state({ committed: undefined, record: undefined }))).toEqual([
      '@portal/ui: no surface recorded; run npm run surface:update',
    ]);
  });

  it('passes a surface grown from its baseline under a new minor', () => {
    expect(
      checkSurface(
        state({
          version: '2.3.0',
          generated: GROWN,
          committed: GROWN,
          record: {
            version: '2.3.0',
            reportSha256: reportSha256(GROWN),
            baseline: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
          },
          baselineReport: REPORT,
        }),
      ),
    ).toEqual([]);
  });

  it('fails a removal recorded under a minor, naming the export and the version it needs', () => {
    expect(checkSurface(RENAME_RECORDED_UNDER_A_MINOR)).toEqual([
      '@portal/ui: removed useSortState - needs 3.0.0, package.json says 2.3.0',
    ]);
  });

  it('fails a baseline report that is not the one recorded', () => {
    expect(checkSurface({ ...RENAME_RECORDED_UNDER_A_MINOR, baselineReport: RENAMED })).toEqual([
      '@portal/ui: the baseline report (version 2.2.1) is missing or does not match its record; restore it from git',
    ]);
  });
});

describe('npm run surface:update', () => {
  it('leaves an unchanged surface alone', () => {
    expect(updateSurface(state())).toEqual({ kind: 'unchanged' });
  });

  it('refuses to record a changed surface under the version already recorded, naming the version it needs', () => {
    expect(updateSurface(state({ generated: GROWN }))).toEqual({
      kind: 'needs-version',
      message:
        '@portal/ui: its public surface changed since version 2.2.1 was recorded (added useDebouncedValue). ' +
        'Raise "version" in its package.json to 2.3.0 or more, raise the apps\' ranges for it if they need ' +
        'the new surface, and run npm run surface:update again.',
    });
  });

  it('records an addition under a new minor, keeping the report it grew from as the baseline', () => {
    expect(updateSurface(state({ generated: GROWN, version: '2.3.0' }))).toEqual({
      kind: 'record',
      record: {
        version: '2.3.0',
        reportSha256: reportSha256(GROWN),
        baseline: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
      },
      baselineReport: REPORT,
      changes: [{ kind: 'added', name: 'useDebouncedValue' }],
    });
  });

  it('refuses a removal under a minor, naming the export and the version it needs', () => {
    expect(updateSurface(state({ generated: RENAMED, version: '2.3.0' }))).toEqual({
      kind: 'needs-version',
      message: '@portal/ui: removed useSortState - needs 3.0.0, package.json says 2.3.0',
    });
  });

  it('records a rename under a new major', () => {
    const update = updateSurface(state({ generated: RENAMED, version: '3.0.0' }));
    expect(update.kind === 'record' && update.changes).toEqual([
      { kind: 'added', name: 'useListSort' },
      { kind: 'removed', name: 'useSortState' },
    ]);
  });

  it('refuses an addition under a patch', () => {
    expect(updateSurface(state({ generated: GROWN, version: '2.2.2' }))).toEqual({
      kind: 'needs-version',
      message: '@portal/ui: added useDebouncedValue - needs 2.3.0, package.json says 2.2.2',
    });
  });

  it('refuses a version lower than the recorded one', () => {
    expect(updateSurface(state({ version: '2.2.0' }))).toEqual({
      kind: 'needs-version',
      message: '@portal/ui: version 2.2.0 is not after the recorded 2.2.1',
    });
  });

  it('records a new version whose surface did not change', () => {
    expect(updateSurface(state({ version: '2.2.2' }))).toEqual({
      kind: 'record',
      record: {
        version: '2.2.2',
        reportSha256: reportSha256(REPORT),
        baseline: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
      },
      baselineReport: REPORT,
      changes: [],
    });
  });

  it('records a package seen for the first time', () => {
    expect(updateSurface(state({ committed: undefined, record: undefined }))).toEqual({
      kind: 'record',
      record: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
      changes: [],
    });
  });

  it('restores a report deleted or edited by hand when the surface itself did not change', () => {
    expect(updateSurface(state({ committed: 'edited' }))).toEqual({
      kind: 'record',
      record: { version: '2.2.1', reportSha256: reportSha256(REPORT) },
      changes: [],
    });
  });

  it('refuses to classify a change against a committed report that is not the recorded one', () => {
    const update = updateSurface(state({ committed: 'edited', generated: GROWN, version: '2.3.0' }));
    expect(update.kind === 'needs-version' && update.message).toBe(
      '@portal/ui: the committed report does not match the one recorded at 2.2.1, so the change cannot be ' +
        'classified; restore it from git and run npm run surface:update again.',
    );
  });
});
