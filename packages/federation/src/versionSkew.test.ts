import { loadShareSync } from '@module-federation/enhanced/runtime';
import { initShellRuntime } from './testing/shellRuntime';
import { findVersionSkew, providedSingletonVersions } from './versionSkew';

const api = (requiredVersion: string) => [{ name: '@portal/api', requiredVersion }];

describe('findVersionSkew', () => {
  it('accepts a remote built against an older compatible minor', () => {
    expect(findVersionSkew(api('^1.0.0'), { '@portal/api': '1.4.0' })).toEqual([]);
  });

  it('names each singleton whose required range the page cannot satisfy', () => {
    const required = [...api('^2.0.0'), { name: '@portal/ui', requiredVersion: '^1.5.0' }];
    expect(findVersionSkew(required, { '@portal/api': '1.4.0', '@portal/ui': '1.4.2' })).toEqual([
      { name: '@portal/api', requiredVersion: '^2.0.0', providedVersion: '1.4.0' },
      { name: '@portal/ui', requiredVersion: '^1.5.0', providedVersion: '1.4.2' },
    ]);
  });

  it('ignores a package the page does not provide: the remote brings its own copy', () => {
    expect(findVersionSkew([{ name: 'recharts', requiredVersion: '^3.0.0' }], {})).toEqual([]);
  });
});

describe('providedSingletonVersions', () => {
  it('is the version of each shared package this page runs', () => {
    initShellRuntime({ '@portal/api': '1.4.0', swr: '2.5.1' });
    loadShareSync('@portal/api');
    // Loaded or not yet, the host's own copy is the one every remote will get.
    expect(providedSingletonVersions()).toEqual({ '@portal/api': '1.4.0', swr: '2.5.1' });
  });
});
