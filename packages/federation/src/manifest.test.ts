import { isEmbeddingPage, parseRemoteManifest } from './manifest';

describe('parseRemoteManifest', () => {
  it('reads the exposed modules and the modules of other remotes the pages embed', () => {
    const manifest = parseRemoteManifest({
      metaData: {
        buildInfo: { buildVersion: '1.2.0', commit: 'abc1234', buildTime: '2026-11-23T09:00:00Z' },
        portal: {
          embeds: [{ module: 'activities/ActivityList', pages: [':userId'] }, { module: 'nameless' }],
        },
      },
      exposes: [{ name: 'Section' }, { name: 'prefetch' }, {}],
      shared: [],
    });
    expect(manifest.exposes).toEqual(['Section', 'prefetch']);
    // Without a remote name the module cannot be loaded, so it is not an embed.
    expect(manifest.embeds).toEqual([{ module: 'activities/ActivityList', pages: [':userId'] }]);
  });

  it('reads a manifest without embeds (a build from before them) as embedding nothing', () => {
    expect(parseRemoteManifest({ metaData: {}, exposes: 'nonsense' })).toMatchObject({
      exposes: [],
      embeds: [],
    });
  });
});

describe('isEmbeddingPage', () => {
  it.each([
    [[''], [], true],
    [[''], ['42'], false],
    [[':userId'], ['42'], true],
    [[':userId'], [], false],
    [[':userId'], ['42', 'edit'], false],
    [['settings'], ['settings'], true],
    [['settings'], ['other'], false],
  ])('pages %j, page %j: %s', (pages, segments, expected) => {
    expect(isEmbeddingPage(pages, segments)).toBe(expected);
  });
});
