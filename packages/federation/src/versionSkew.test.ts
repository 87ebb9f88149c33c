import type { initShellRuntime } from './testing/shellRuntime';
import {
  findVersionSkew,
  isVersionSkewError,
  type providedSingletonVersions,
  VersionSkewError,
  type VersionMismatch,
} from './versionSkew';

const api = (requiredVersion: string) => [{ name: '@portal/api', requiredVersion }];

/** What the check says of one remote needing `required` of @portal/api on a page running `provided`. */
const skewOfApi = (required: string, provided: string): VersionMismatch[] =>
  findVersionSkew(api(required), { '@portal/api': provided });

const refused = (required: string, provided: string): VersionMismatch[] => [
  { name: '@portal/api', requiredVersion: required, providedVersion: provided },
];

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

  it('names only the mismatched singletons, in the order the remote lists them', () => {
    const required = [
      { name: '@portal/ui', requiredVersion: '^1.5.0' },
      ...api('^1.0.0'),
      { name: '@portal/router', requiredVersion: '^3.0.0' },
    ];
    const provided = { '@portal/api': '1.4.0', '@portal/ui': '1.4.2', '@portal/router': '4.0.0' };
    expect(findVersionSkew(required, provided).map((mismatch) => mismatch.name)).toEqual([
      '@portal/ui',
      '@portal/router',
    ]);
  });

  it('ignores a package the page does not provide: the remote brings its own copy', () => {
    expect(findVersionSkew([{ name: 'recharts', requiredVersion: '^3.0.0' }], {})).toEqual([]);
  });

  it('checks a provided package even when another one the remote needs is missing', () => {
    const required = [{ name: 'recharts', requiredVersion: '^3.0.0' }, ...api('^2.0.0')];
    expect(findVersionSkew(required, { '@portal/api': '1.4.0' })).toEqual(refused('^2.0.0', '1.4.0'));
  });

  describe('a caret range (^)', () => {
    it.each([
      ['^1.2.0', '1.2.0'],
      ['^1.2.0', '1.2.7'],
      ['^1.2.0', '1.9.0'],
    ])('%s accepts %s: the same major, at or above the range', (required, provided) => {
      expect(skewOfApi(required, provided)).toEqual([]);
    });

    it.each([
      ['^1.0.0', '2.0.0'],
      ['^1.4.0', '2.3.1'],
      ['^2.2.0', '3.0.0'],
    ])(
      '%s refuses a shell a major ahead (%s): a major may remove what the remote calls',
      (required, provided) => {
        expect(skewOfApi(required, provided)).toEqual(refused(required, provided));
      },
    );

    it.each([
      ['^1.5.0', '1.4.9'],
      ['^1.2.3', '1.2.2'],
      ['^2.0.0', '1.9.9'],
    ])('%s refuses an older shell (%s)', (required, provided) => {
      expect(skewOfApi(required, provided)).toEqual(refused(required, provided));
    });

    it.each([
      ['^0.2.1', '0.2.1', []],
      ['^0.2.1', '0.2.9', []],
      ['^0.2.1', '0.3.0', refused('^0.2.1', '0.3.0')],
      ['^0.2.1', '0.2.0', refused('^0.2.1', '0.2.0')],
      ['^0.0.3', '0.0.3', []],
      ['^0.0.3', '0.0.4', refused('^0.0.3', '0.0.4')],
    ])('below 1.0.0, %s against %s: the first non-zero part is the major', (required, provided, expected) => {
      expect(skewOfApi(required, provided)).toEqual(expected);
    });
  });

  describe('a tilde range (~)', () => {
    it.each([
      ['~1.4.0', '1.4.0'],
      ['~1.4.0', '1.4.12'],
    ])('%s accepts %s: patches only', (required, provided) => {
      expect(skewOfApi(required, provided)).toEqual([]);
    });

    it.each([
      ['~1.4.0', '1.5.0'],
      ['~1.4.2', '1.4.1'],
      ['~1.4.0', '2.4.0'],
    ])('%s refuses %s', (required, provided) => {
      expect(skewOfApi(required, provided)).toEqual(refused(required, provided));
    });
  });

  describe('prereleases', () => {
    it('refuses a prerelease of the next major for a caret range', () => {
      expect(skewOfApi('^1.0.0', '2.0.0-beta.1')).toEqual(refused('^1.0.0', '2.0.0-beta.1'));
    });

    it('refuses a prerelease of the very version the range starts at: it comes before it', () => {
      expect(skewOfApi('^1.4.0', '1.4.0-rc.1')).toEqual(refused('^1.4.0', '1.4.0-rc.1'));
    });

    it('accepts the release a prerelease range led to', () => {
      expect(skewOfApi('^1.4.0-beta.1', '1.4.0')).toEqual([]);
    });
  });

  describe('exact versions and other ranges', () => {
    it.each([
      ['1.4.0', '1.4.0', []],
      ['1.4.0', '1.4.1', refused('1.4.0', '1.4.1')],
      ['>=1.2.0 <2.0.0', '1.9.0', []],
      ['>=1.2.0 <2.0.0', '2.0.0', refused('>=1.2.0 <2.0.0', '2.0.0')],
      ['^1.0.0 || ^2.0.0', '2.1.0', []],
      ['^1.0.0 || ^2.0.0', '3.0.0', refused('^1.0.0 || ^2.0.0', '3.0.0')],
    ])('%s against %s', (required, provided, expected) => {
      expect(skewOfApi(required, provided)).toEqual(expected);
    });
  });

  describe('malformed versions are refused, never waved through', () => {
    it.each(['not-a-version', '1.4', ''])('a page version of %j', (provided) => {
      expect(skewOfApi('^1.0.0', provided)).toEqual(refused('^1.0.0', provided));
    });

    it('a required range that is not a range', () => {
      expect(skewOfApi('one point four', '1.4.0')).toEqual(refused('one point four', '1.4.0'));
    });
  });
});

describe('VersionSkewError', () => {
  const mismatches = [
    { name: '@portal/api', requiredVersion: '^2.0.0', providedVersion: '1.4.0' },
    { name: '@portal/ui', requiredVersion: '^1.5.0', providedVersion: '1.4.2' },
  ];

  it('names the remote and each package it needs beside the version this page has', () => {
    const error = new VersionSkewError('users', mismatches);
    expect(error.message).toBe(
      'users needs @portal/api ^2.0.0 (this page has 1.4.0), @portal/ui ^1.5.0 (this page has 1.4.2)',
    );
    expect(error.name).toBe('VersionSkewError');
    expect(error.remote).toBe('users');
    expect(error.mismatches).toEqual(mismatches);
  });

  it('is recognised by class and by name, and nothing else is', () => {
    const fromAnotherBundle = Object.assign(new Error('users needs ...'), { name: 'VersionSkewError' });
    expect(isVersionSkewError(new VersionSkewError('users', mismatches))).toBe(true);
    expect(isVersionSkewError(fromAnotherBundle)).toBe(true);
    expect(isVersionSkewError(new Error('users needs @portal/api ^2.0.0'))).toBe(false);
    expect(isVersionSkewError({ name: 'VersionSkewError', message: 'a plain object' })).toBe(false);
    expect(isVersionSkewError('VersionSkewError')).toBe(false);
  });
});

type Runtime = typeof import('@module-federation/enhanced/runtime');

/**
 * A page's federation runtime is one per page: each test gets a new one (a fresh copy of the
 * runtime, its global registry emptied) so that what one test loaded cannot leak into the next.
 */
function freshPage() {
  // The runtime's registry of instances lives on the page's global object (it cannot be deleted).
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__;
  if (federation) federation.__INSTANCES__ = [];
  let page!: {
    runtime: Runtime;
    initShellRuntime: typeof initShellRuntime;
    providedSingletonVersions: typeof providedSingletonVersions;
  };
  jest.isolateModules(() => {
    page = {
      runtime: jest.requireActual<Runtime>('@module-federation/enhanced/runtime'),
      ...jest.requireActual<typeof import('./testing/shellRuntime')>('./testing/shellRuntime'),
      ...jest.requireActual<typeof import('./versionSkew')>('./versionSkew'),
    };
  });
  return page;
}

describe('providedSingletonVersions', () => {
  let page: ReturnType<typeof freshPage>;
  beforeEach(() => {
    page = freshPage();
  });

  /**
   * A remote (`users`) that joins the page's share scope as a remote entry's `init` does, bringing
   * its own copies (unloaded, loaded asynchronously like a chunk); returns its federation instance.
   */
  function joinRemote(
    shared: Record<string, string>,
    load: () => Promise<() => unknown> = () => Promise.resolve(() => ({})),
  ) {
    const remote = page.runtime.createInstance({
      name: 'users',
      remotes: [],
      shared: Object.fromEntries(
        Object.entries(shared).map(([name, version]) => [
          name,
          {
            version,
            get: load,
            shareConfig: { singleton: true, requiredVersion: `^${version}` },
          },
        ]),
      ),
    });
    remote.initShareScopeMap('default', page.runtime.getInstance()!.shareScopeMap['default']!);
    remote.initializeSharing('default');
    return remote;
  }

  it('is nothing before the page started its federation runtime', () => {
    expect(page.providedSingletonVersions()).toEqual({});
  });

  it('is the version of each shared package this page runs', () => {
    page.initShellRuntime({ '@portal/api': '1.4.0', swr: '2.5.1' });
    page.runtime.loadShareSync('@portal/api');
    // Loaded or not yet, the host's own copy is the one every remote will get.
    expect(page.providedSingletonVersions()).toEqual({ '@portal/api': '1.4.0', swr: '2.5.1' });
  });

  it("is the copy already loaded, not the host's own, when a remote's newer copy was loaded first", async () => {
    page.initShellRuntime({ '@portal/api': '1.4.0', swr: '2.5.1' });
    const remote = joinRemote({ '@portal/api': '1.5.0' });
    await remote.loadShare('@portal/api');
    expect(page.providedSingletonVersions()).toEqual({ '@portal/api': '1.5.0', swr: '2.5.1' });
  });

  it('is a copy still loading: every later remote will get that one too', async () => {
    page.initShellRuntime({ '@portal/api': '1.4.0' });
    let finishLoading!: (factory: () => unknown) => void;
    let loadStarted!: () => void;
    const started = new Promise<void>((resolve) => (loadStarted = resolve));
    const remote = joinRemote({ '@portal/api': '1.5.0' }, () => {
      loadStarted();
      return new Promise((resolve) => (finishLoading = resolve));
    });
    const loaded = remote.loadShare('@portal/api');
    await started;
    expect(page.providedSingletonVersions()).toEqual({ '@portal/api': '1.5.0' });
    finishLoading(() => ({}));
    await loaded;
  });

  it("is the host's own copy while nothing is loaded, whatever the remotes brought", () => {
    page.initShellRuntime({ '@portal/api': '1.4.0' });
    joinRemote({ '@portal/api': '1.5.0', recharts: '3.1.0' });
    // recharts is only the remote's: no copy on this page is the host's or loaded.
    expect(page.providedSingletonVersions()).toEqual({ '@portal/api': '1.4.0' });
  });
});
