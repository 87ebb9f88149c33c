import { rawRequest } from '@portal/admin-api';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { cacheControlFor } from './cachePolicy';
import { serveApp } from './staticServer';
import { acceptedEncoding } from './staticFiles';
import { testFolder } from './testFolder';

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

describe('a served build', () => {
  const PORTAL_CONFIG = JSON.stringify({
    apiUrl: 'http://127.0.0.1:4000',
    sections: [
      {
        name: 'users',
        label: 'Users',
        icon: 'users',
        basePath: '/app/users',
        manifestUrl: 'http://localhost:3002/mf-manifest.json',
      },
    ],
  });
  const folder = testFolder('served-app-');
  const portalConfigFile = join(folder, 'portal-config.json');
  let server: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(
      join(folder, 'dist', 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body></body></html>',
    );
    writeFileSync(join(folder, 'dist', 'main.js'), '//# sourceMappingURL=main.js.map');
    writeFileSync(join(folder, 'dist', 'main.js.map'), '{"version":3}');
    writeFileSync(portalConfigFile, PORTAL_CONFIG);
    server = await serveApp({
      root: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: 'http://localhost:3000',
      portalConfigFile,
    });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it.each(['/', '/app/users/42', '/portal-config.json', '/missing.js'])(
    '%s carries the security headers for the configured origins',
    async (path) => {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain(
        "script-src 'self' http://localhost:3002;",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    },
  );

  it('sends /auth/callback, where the sign-in popup returns from the provider, without an opener policy that would cut the popup off', async () => {
    const response = await fetch(`${url}/auth/callback?provider=google&action=login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("lets the shell's origin fetch its files; another origin only when it is a development origin", async () => {
    const allowedFor = async (server: FastifyInstance, origin: string) => {
      const port = (server.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/main.js`, { headers: { Origin: origin } });
      return response.headers.get('access-control-allow-origin');
    };
    expect(await allowedFor(server, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(await allowedFor(server, 'http://localhost:3001')).toBe('http://localhost:3000');
    const development = await serveApp({
      root: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: 'http://localhost:3000',
      developmentOrigins: ['http://localhost:3000', 'http://localhost:3001'],
      portalConfigFile,
    });
    try {
      expect(await allowedFor(development, 'http://localhost:3001')).toBe('http://localhost:3001');
      expect(await allowedFor(development, 'http://evil.example')).toBe('http://localhost:3000');
    } finally {
      await development.close();
    }
  });

  it('answers HEAD as it answers GET, client-side routes included', async () => {
    for (const path of ['/', '/login', '/app/users/42', '/main.js']) {
      const read = await fetch(`${url}${path}`);
      const head = await fetch(`${url}${path}`, { method: 'HEAD' });
      expect([path, head.status]).toEqual([path, 200]);
      expect(head.headers.get('content-type')).toBe(read.headers.get('content-type'));
      expect(await head.text()).toBe('');
    }
    expect((await fetch(`${url}/missing.js`, { method: 'HEAD' })).status).toBe(404);
  });

  it('answers the precompressed copy the client accepts, and the plain file otherwise', async () => {
    const source = 'export const answer = 42;\n'.repeat(100);
    writeFileSync(join(folder, 'dist', 'chunk.0123abcd.js'), source);
    writeFileSync(join(folder, 'dist', 'chunk.0123abcd.js.br'), brotliCompressSync(source));
    const compressed = await fetch(`${url}/chunk.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe(source);
    const plain = await fetch(`${url}/chunk.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it('answers its page compressed once, with a validator, and the edited config on the next load', async () => {
    const first = await fetch(`${url}/app/users/42`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toContain('"apiUrl":"http://127.0.0.1:4000"');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${url}/app/users/7`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    writeFileSync(portalConfigFile, JSON.stringify({ apiUrl: 'https://api.example.test', sections: [] }));
    try {
      const edited = await fetch(`${url}/app/users/42`, { headers: { 'if-none-match': etag } });
      expect(edited.status).toBe(200);
      expect(await edited.text()).toContain('"apiUrl":"https://api.example.test"');
    } finally {
      writeFileSync(portalConfigFile, PORTAL_CONFIG);
    }
  });

  it('keeps answering the last valid config while a hand edit on disk is refused, and says why once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fetch(`${url}/portal-config.json`);
      writeFileSync(portalConfigFile, PORTAL_CONFIG.replace('"sections"', 'sections"'));
      const config = await fetch(`${url}/portal-config.json`);
      expect(await config.json()).toEqual(JSON.parse(PORTAL_CONFIG));
      expect(await (await fetch(`${url}/app/users`)).text()).toContain('"apiUrl":"http://127.0.0.1:4000"');
      const refusals = errors.mock.calls.map(([line]) => String(line));
      expect(refusals).toEqual([
        expect.stringMatching(
          /^portal-config\.json refused: .*portal-config\.json:1 is not valid JSON: .*; serving the last valid config$/,
        ),
      ]);
    } finally {
      writeFileSync(portalConfigFile, PORTAL_CONFIG);
      errors.mockRestore();
    }
  });

  it('serves a file a deploy replaced, not the copy it answered before', async () => {
    const file = join(folder, 'dist', 'remoteEntry.js');
    writeFileSync(file, 'var version = 1;');
    const first = await fetch(`${url}/remoteEntry.js`);
    expect(await first.text()).toBe('var version = 1;');
    writeFileSync(file, 'var version = 22;');
    expect(await (await fetch(`${url}/remoteEntry.js`)).text()).toBe('var version = 22;');
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${url}/remoteEntry.js`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    const current = (await fetch(`${url}/remoteEntry.js`)).headers.get('etag') ?? '';
    expect((await fetch(`${url}/remoteEntry.js`, { headers: { 'if-none-match': current } })).status).toBe(
      304,
    );
  });

  it('never answers a file outside the build', async () => {
    writeFileSync(join(folder, 'secret.txt'), 'not for the web');
    for (const path of ['/..%2fsecret.txt', '/%2e%2e%2fsecret.txt', '/..%5csecret.txt']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('not for the web');
    }
  });

  it('keeps the source maps of a build to itself unless asked', async () => {
    expect((await fetch(`${url}/main.js`)).status).toBe(200);
    for (const path of [
      '/main.js.map',
      '/main.js.map?x=1',
      '/MAIN.JS.MAP',
      '/main.js.m%61p',
      '/main.js%2emap',
      '/main.js%2Emap?x=1',
      '/main.js.ma%70',
      '/main.js.M%41P',
      '/./main.js.map',
      '/x/../main.js.m%61p',
    ]) {
      const response = await fetch(`${url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('version');
    }
    const debugging = await serveApp({
      root: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: 'http://localhost:3000',
      portalConfigFile,
      serveSourceMaps: true,
    });
    try {
      const port = (debugging.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/main.js.map`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ version: 3 });
    } finally {
      await debugging.close();
    }
  });
});

describe('what a served build refuses', () => {
  const folder = testFolder('served-app-refusals-');
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(folder, 'portal-config.json'), '{"apiUrl":"http://127.0.0.1:4000","sections":[]}');
    server = await serveApp({
      root: join(folder, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: 'http://localhost:3000',
      portalConfigFile: join(folder, 'portal-config.json'),
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const request = (target: string, headers = `Host: 127.0.0.1:${port}\r\n`) =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

  it.each([
    ['a missing file', '/missing.js', undefined, 404],
    ['a path that is not percent-encoded UTF-8', '/app/users/%ED%A0%80', undefined, 400],
    ['a source map spelled with escapes', '/main.js.m%61p', undefined, 404],
    ['two Host headers', '/', 'Host: localhost\r\nHost: evil.example\r\n', 400],
    ['no Host header', '/', '', 400],
    ['a Host that is not host[:port]', '/', 'Host: localhost:5400/x\r\n', 400],
    ['an absolute-form target naming another host', 'http://evil.example/', undefined, 421],
    ['a URL and headers too large', `/?q=${'a'.repeat(20_000)}`, undefined, 431],
  ])(
    '%s: its status with a request id, the security headers and {code, message}',
    async (_case, target, headers, status) => {
      const answer = await request(target, headers);
      expect(answer.status).toBe(status);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(JSON.parse(answer.body)).toEqual({ code: expect.any(String), message: expect.any(String) });
      expect(answer.body).not.toMatch(/evil|5400/);
    },
  );

  it('serves an absolute-form target naming its own host by its path', async () => {
    const answer = await request(`http://127.0.0.1:${port}/app/users`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>app</title>');
  });
});

describe('the encoding a client accepts', () => {
  const both = { br: true, gzip: true };
  it.each([
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br', { br: false, gzip: true }, null],
    ['identity', both, null],
    [undefined, both, null],
  ] as const)('%s (available %o) is %s', (header, available, expected) => {
    expect(acceptedEncoding(header, available)).toBe(expected);
  });
});
