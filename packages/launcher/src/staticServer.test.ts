import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheControlFor } from './cachePolicy';
import { serveApp } from './staticServer';

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
  const folder = mkdtempSync(join(tmpdir(), 'served-app-'));
  const portalConfigFile = join(folder, 'portal-config.json');
  let server: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(folder, 'dist', 'main.js'), '//# sourceMappingURL=main.js.map');
    writeFileSync(join(folder, 'dist', 'main.js.map'), '{"version":3}');
    writeFileSync(
      portalConfigFile,
      JSON.stringify({
        apiUrl: 'http://127.0.0.1:4000',
        remotes: { users: 'http://localhost:3002/mf-manifest.json' },
      }),
    );
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
    },
  );

  it('keeps the source maps of a build to itself unless asked', async () => {
    expect((await fetch(`${url}/main.js`)).status).toBe(200);
    for (const path of ['/main.js.map', '/main.js.map?x=1', '/MAIN.JS.MAP']) {
      expect((await fetch(`${url}${path}`)).status).toBe(404);
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
