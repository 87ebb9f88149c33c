import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexPageWithConfig } from './indexPage';
import { testFolder } from './testFolder';

const folder = testFolder('index-page-');
const configFile = join(folder, 'portal-config.json');
writeFileSync(join(folder, 'index.html'), '<html><head><title>Portal</title></head><body></body></html>');

describe('indexPageWithConfig', () => {
  it('writes the config into the page as a data block the page cannot run', async () => {
    writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', remotes: {} }, null, 2));
    expect(await indexPageWithConfig(folder, configFile)).toBe(
      '<html><head><title>Portal</title>' +
        '<script id="portal-config" type="application/json">{"apiUrl":"http://127.0.0.1:4000","remotes":{}}</script>' +
        '</head><body></body></html>',
    );
  });

  it('escapes what could end the block early', async () => {
    writeFileSync(
      configFile,
      JSON.stringify({ apiUrl: 'http://a.test/</script><script>alert(1)</script>&' }),
    );
    const page = await indexPageWithConfig(folder, configFile);
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026');
  });

  it('leaves a config that is not JSON out, for the page to fetch and report', async () => {
    writeFileSync(configFile, '{ not json');
    expect(await indexPageWithConfig(folder, configFile)).toBe(
      '<html><head><title>Portal</title></head><body></body></html>',
    );
  });

  describe('the manifest of the section a path shows, preloaded with the page', () => {
    const remotes = {
      users: 'http://localhost:3002/mf-manifest.json',
      dashboard: 'https://cdn.example/dashboard/mf-manifest.json?v="1"&x=<y>',
      coupons: 'javascript:alert(1)',
    };
    beforeAll(() => writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', remotes })));

    it.each([
      [
        '/app/users/42',
        '<link rel="preload" href="http://localhost:3002/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      ],
      [
        '/app',
        '<link rel="preload" href="https://cdn.example/dashboard/mf-manifest.json?v=&quot;1&quot;&amp;x=&lt;y&gt;" as="fetch" crossorigin="anonymous">',
      ],
    ])('%s preloads its section manifest', async (pathname, link) => {
      const page = await indexPageWithConfig(folder, configFile, pathname);
      expect(page).toContain(`</script>${link}</head>`);
    });

    it.each(['/login', '/settings', '/app/organisations', '/app/coupons'])(
      '%s preloads nothing (no section, an unconfigured one, or not an http(s) URL)',
      async (pathname) => {
        expect(await indexPageWithConfig(folder, configFile, pathname)).not.toContain('rel="preload"');
      },
    );
  });
});
