import { checkSurface, reportSha256, updateSurface, type SurfaceState } from './surfaceRecord';

const REPORT = 'export function useSession(): Session;\n';
const GROWN = `${REPORT}export function useToast(): Toast;\n`;

/** @portal/api at 1.1.0 with REPORT committed and recorded, unless told otherwise. */
function state(changes: Partial<SurfaceState> = {}): SurfaceState {
  return {
    packageName: '@portal/api',
    version: '1.1.0',
    generated: REPORT,
    committed: REPORT,
    record: { version: '1.1.0', reportSha256: reportSha256(REPORT) },
    ...changes,
  };
}

describe('npm test on a shared package surface', () => {
  it('passes a surface as recorded', () => {
    expect(checkSurface(state())).toEqual([]);
  });

  it('fails a surface that changed in the source', () => {
    expect(checkSurface(state({ generated: GROWN }))).toEqual([
      '@portal/api: its public surface changed; run npm run surface:update, which records it under a new version',
    ]);
  });

  it('fails a report edited by hand to match the source', () => {
    expect(checkSurface(state({ generated: GROWN, committed: GROWN }))).toEqual([
      '@portal/api: surface report does not match its record (edited by hand?); run npm run surface:update',
    ]);
  });

  it('fails a version changed without recording the surface under it', () => {
    expect(checkSurface(state({ version: '1.2.0' }))).toEqual([
      '@portal/api: surface recorded at version 1.1.0, package is 1.2.0; run npm run surface:update',
    ]);
  });

  it('fails a package with no surface recorded', () => {
    expect(checkSurface(state({ committed: undefined, record: undefined }))).toEqual([
      '@portal/api: no surface recorded; run npm run surface:update',
    ]);
  });
});

describe('npm run surface:update', () => {
  it('leaves an unchanged surface alone', () => {
    expect(updateSurface(state())).toEqual({ kind: 'unchanged' });
  });

  it('refuses to record a changed surface under the version already recorded', () => {
    const update = updateSurface(state({ generated: GROWN }));
    expect(update.kind).toBe('needs-version');
    expect(update.kind === 'needs-version' && update.message).toMatch(
      /^@portal\/api: its public surface changed since version 1\.1\.0 was recorded\. Raise "version"/,
    );
  });

  it('records a changed surface under a new version', () => {
    expect(updateSurface(state({ generated: GROWN, version: '1.2.0' }))).toEqual({
      kind: 'record',
      record: { version: '1.2.0', reportSha256: reportSha256(GROWN) },
    });
  });

  it('records a new version whose surface did not change', () => {
    expect(updateSurface(state({ version: '1.1.1' }))).toEqual({
      kind: 'record',
      record: { version: '1.1.1', reportSha256: reportSha256(REPORT) },
    });
  });

  it('records a package seen for the first time', () => {
    expect(updateSurface(state({ committed: undefined, record: undefined }))).toEqual({
      kind: 'record',
      record: { version: '1.1.0', reportSha256: reportSha256(REPORT) },
    });
  });

  it('restores a report deleted or edited by hand when the surface itself did not change', () => {
    expect(updateSurface(state({ committed: 'edited' }))).toEqual({
      kind: 'record',
      record: { version: '1.1.0', reportSha256: reportSha256(REPORT) },
    });
  });
});
