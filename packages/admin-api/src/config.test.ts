import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
      signIn: { kind: 'stand-in', allowed: false },
      redirectUri: 'http://localhost:3000/auth/oauth/google/callback',
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
        STAND_IN_SIGN_IN: 'allow',
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
      signIn: { kind: 'stand-in', allowed: true },
      redirectUri: 'https://portal.test/base/auth/oauth/google/callback',
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

describe('the sign-in settings', () => {
  const GOOGLE = {
    GOOGLE_CLIENT_ID: 'id.apps',
    GOOGLE_CLIENT_SECRET: 's3cret',
    STAFF_DOMAINS: 'example.com',
  };

  it('turns Google on with GOOGLE_CLIENT_ID, its issuer by default', () => {
    expect(resolveConfig({}, GOOGLE).signIn).toEqual({
      kind: 'oidc',
      google: {
        clientId: 'id.apps',
        clientSecret: 's3cret',
        staffDomains: ['example.com'],
        issuer: 'https://accounts.google.com',
      },
    });
    expect(resolveConfig({}, { ...GOOGLE, OIDC_ISSUER: 'http://127.0.0.1:9/' }).signIn).toMatchObject({
      google: { issuer: 'http://127.0.0.1:9/' },
    });
  });

  it('reads the secret from GOOGLE_CLIENT_SECRET_FILE', () => {
    const file = path.join(tmpdir(), `secret-${process.pid}`);
    writeFileSync(file, 'from-file\n');
    const env = { ...GOOGLE, GOOGLE_CLIENT_SECRET: undefined, GOOGLE_CLIENT_SECRET_FILE: file };
    expect(resolveConfig({}, env).signIn).toMatchObject({ google: { clientSecret: 'from-file' } });
    rmSync(file);
    expect(() => resolveConfig({}, env)).toThrow(`GOOGLE_CLIENT_SECRET_FILE ${file} cannot be read: ENOENT`);
  });

  it('names the missing or wrong variable', () => {
    expect(() => resolveConfig({}, { ...GOOGLE, GOOGLE_CLIENT_SECRET: '' })).toThrow(
      'GOOGLE_CLIENT_SECRET or GOOGLE_CLIENT_SECRET_FILE is missing',
    );
    expect(() => resolveConfig({}, { ...GOOGLE, STAFF_DOMAINS: undefined })).toThrow('STAFF_DOMAINS');
    expect(() => resolveConfig({}, { STAFF_DOMAINS: 'example.com' })).toThrow(
      'STAFF_DOMAINS is set but GOOGLE_CLIENT_ID is not',
    );
    expect(() => resolveConfig({}, { ...GOOGLE, OIDC_ISSUER: 'http://issuer.example.com' })).toThrow(
      'OIDC_ISSUER must be an https URL (plain http only on a loopback address)',
    );
    expect(() => resolveConfig({}, { STAND_IN_SIGN_IN: 'yes' })).toThrow('STAND_IN_SIGN_IN must be "allow"');
    expect(() => resolveConfig({}, { DEMO_SIGN_IN: 'true' })).toThrow('replaced by STAND_IN_SIGN_IN=allow');
  });
});
