import { cacheControlFor } from './staticServer';

describe('cache headers of a served build', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js', 'main.js', 'index.html', 'portal-config.json'])(
    '%s is revalidated on every load',
    (file) => {
      expect(cacheControlFor(`/srv/dist/${file}`)).toBe('no-cache');
    },
  );

  it('hashed chunks are immutable', () => {
    expect(cacheControlFor('/srv/dist/123.4f2a9c1e.js')).toBe('public, max-age=31536000, immutable');
  });
});
