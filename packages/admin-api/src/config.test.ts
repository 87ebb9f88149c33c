import path from 'node:path';
import { REPO_ROOT, resolveConfig } from './config';

describe('resolveConfig', () => {
  it('defaults to port 4000, the local portal and a data folder under the repository root', () => {
    const config = resolveConfig({}, {});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      portalUrl: 'http://localhost:3000',
      portalOrigin: 'http://localhost:3000',
      storage: { kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data/admin-api') },
      seedScale: 'small',
      tokenSecret: null,
      demoSignIn: false,
      logFile: null,
    });
    expect(path.basename(REPO_ROOT)).toBe(path.basename(path.resolve(__dirname, '../../..')));
  });

  it('reads the environment', () => {
    const config = resolveConfig(
      // LOG_FILE counts only for an API that logs.
      { logger: true },
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DEMO_SIGN_IN: 'true',
        PORTAL_URL: 'https://portal.test/base/',
        DATA_DIR: 'memory://',
        SEED_SCALE: 'large',
        LOG_FILE: '/var/log/admin-api.log',
        PROXY_SOCKET: '.data/portal-3000/admin-api.sock',
      },
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      demoSignIn: true,
      portalUrl: 'https://portal.test/base',
      portalOrigin: 'https://portal.test',
      storage: { kind: 'pglite', dataDir: null },
      seedScale: 'large',
      logFile: '/var/log/admin-api.log',
      proxySocket: path.join(REPO_ROOT, '.data/portal-3000/admin-api.sock'),
    });
  });

  it('prefers options to the environment, and DATABASE_URL to the data folder', () => {
    expect(resolveConfig({ port: 4100 }, { PORT: '4200' }).port).toBe(4100);
    expect(resolveConfig({ proxySocket: '/run/a.sock' }, { PROXY_SOCKET: '/run/b.sock' }).proxySocket).toBe(
      '/run/a.sock',
    );
    expect(resolveConfig({}, { DATABASE_URL: 'postgres://db/portal', DATA_DIR: 'x' }).storage).toEqual({
      kind: 'postgres',
      url: 'postgres://db/portal',
    });
  });

  it('rejects values it cannot use, with the variable in the message', () => {
    expect(() => resolveConfig({}, { PORT: 'http' })).toThrow(/PORT/);
    expect(() => resolveConfig({}, { SEED_SCALE: 'huge' })).toThrow(/SEED_SCALE/);
    expect(() => resolveConfig({}, { PORTAL_URL: 'localhost:3000' })).toThrow(/PORTAL_URL/);
  });
});
