import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { indexPages, pageWithConfig } from './indexPage';
import { testFolder } from './testFolder';

const folder = testFolder('index-page-');
const configFile = join(folder, 'portal-config.json');
const PAGE = '<html><head><title>Portal</title></head><body></body></html>';
writeFileSync(join(folder, 'index.html'), PAGE);

// The page as the server writes it from the two files as they are now.
const servedPage = (root: string, config: string, pathname?: string) =>
  pageWithConfig(readFileSync(join(root, 'index.html'), 'utf8'), readFileSync(config, 'utf8'), pathname);

const section = (name: string, basePath: string, manifestUrl: string) => ({
  name,
  label: name,
  icon: name,
  basePath,
  manifestUrl,
});

describe('pageWithConfig', () => {
  it('writes the config into the page as a data block the page cannot run', async () => {
    writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', sections: [] }, null, 2));
    expect(await servedPage(folder, configFile)).toBe(
      '<html><head><title>Portal</title>' +
        '<script id="portal-config" type="application/json">{"apiUrl":"http://127.0.0.1:4000","sections":[]}</script>' +
        '</head><body></body></html>',
    );
  });

  it('escapes what could end the block early', async () => {
    writeFileSync(
      configFile,
      JSON.stringify({ apiUrl: 'http://a.test/</script><script>alert(1)</script>&' }),
    );
    const page = await servedPage(folder, configFile);
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026');
  });

  it('leaves a config that is not JSON out, for the page to fetch and report', async () => {
    writeFileSync(configFile, '{ not json');
    expect(await servedPage(folder, configFile)).toBe(
      '<html><head><title>Portal</title></head><body></body></html>',
    );
  });

  describe('the manifest of the section a path shows, preloaded with the page', () => {
    const sections = [
      section('users', '/app/users', 'http://localhost:3002/mf-manifest.json'),
      section('dashboard', '/app/', 'https://cdn.example/dashboard/mf-manifest.json?v="1"&x=<y>'),
    ];
    beforeAll(() => writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', sections })));

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
      const page = await servedPage(folder, configFile, pathname);
      expect(page).toContain(`</script>${link}</head>`);
    });

    it.each(['/login', '/settings', '/app/organisations'])(
      '%s preloads nothing (no section, or an unconfigured one)',
      async (pathname) => {
        expect(await servedPage(folder, configFile, pathname)).not.toContain('rel="preload"');
      },
    );

    it('a config the page will refuse (a manifest that is not an http(s) URL) preloads nothing', async () => {
      const refused = [...sections, section('coupons', '/app/coupons', 'javascript:alert(1)')];
      writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', sections: refused }));
      expect(await servedPage(folder, configFile, '/app/users')).not.toContain('rel="preload"');
      writeFileSync(configFile, JSON.stringify({ apiUrl: 'http://127.0.0.1:4000', sections }));
    });
  });
});

describe('indexPages: the page per path, compressed once', () => {
  const configOnDisk = () => readFile(configFile, 'utf8');
  const config = (apiUrl: string) =>
    JSON.stringify({
      apiUrl,
      sections: [section('users', '/app/users', 'http://localhost:3002/mf-manifest.json')],
    });

  it('answers the page with its brotli and gzip copies, and the same copies until a file changes', async () => {
    writeFileSync(configFile, config('http://127.0.0.1:4000'));
    const pageAt = indexPages(folder, configOnDisk);
    const page = await pageAt('/app/users/42');
    expect(page?.body.toString()).toBe(servedPage(folder, configFile, '/app/users/42'));
    expect(brotliDecompressSync(page?.br ?? Buffer.alloc(0)).toString()).toBe(page?.body.toString());
    expect(gunzipSync(page?.gzip ?? Buffer.alloc(0)).toString()).toBe(page?.body.toString());
    expect(await pageAt('/app/users')).toBe(page);
    expect(await pageAt('/app/users/7?tab=x')).toBe(page);
  });

  it('keeps a page per section: each preloads its own manifest', async () => {
    writeFileSync(configFile, config('http://127.0.0.1:4000'));
    const pageAt = indexPages(folder, configOnDisk);
    const users = await pageAt('/app/users');
    const login = await pageAt('/login');
    expect(users?.body.toString()).toContain('rel="preload"');
    expect(login?.body.toString()).not.toContain('rel="preload"');
    expect(login?.etag).not.toBe(users?.etag);
    expect(await pageAt('/app/users')).toBe(users);
  });

  it('writes the page again when portal-config.json or index.html changes', async () => {
    writeFileSync(configFile, config('http://127.0.0.1:4000'));
    const pageAt = indexPages(folder, configOnDisk);
    const before = await pageAt('/');
    writeFileSync(configFile, config('https://api.example.test'));
    const edited = await pageAt('/');
    expect(edited?.body.toString()).toContain('https://api.example.test');
    expect(edited?.etag).not.toBe(before?.etag);
    writeFileSync(join(folder, 'index.html'), PAGE.replace('Portal', 'Portal, redeployed'));
    try {
      expect((await pageAt('/'))?.body.toString()).toContain('<title>Portal, redeployed</title>');
    } finally {
      writeFileSync(join(folder, 'index.html'), PAGE);
    }
  });

  it('answers null when the build has no page', async () => {
    expect(await indexPages(join(folder, 'missing'), configOnDisk)('/')).toBeNull();
  });
});
