import { appNamed, portsOnBase, SHELL } from '@portal/registry/apps';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { serveBuild, type ServedBuild } from './serveBuild';
import { testFolder } from './testFolder';

// npm run serve -- <remote>: one build as a static host serves it, for the portal on its base port.

// Under a loaded machine's jest run a first request can take seconds.
jest.setTimeout(30_000);

const buildsRoot = testFolder('serve-build-');
const USERS = appNamed('users');

/** A base port whose users port is free now (the shell's is only named, never bound here). */
async function freeBasePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port - (USERS.defaultPort - SHELL.defaultPort);
}

let served: ServedBuild;
let basePort: number;

beforeAll(async () => {
  const dist = join(buildsRoot, USERS.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'users' }));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>users</title>');
  basePort = await freeBasePort();
  served = await serveBuild('users', { basePort, buildsRoot });
});

afterAll(async () => {
  await served?.close();
  // The config of a portal on this base port, which only this test wrote.
  if (served) rmSync(dirname(served.portalConfigFile), { recursive: true, force: true });
});

test('serves the build on the remote’s port with the production headers, for the portal’s origin', async () => {
  const ports = portsOnBase(basePort);
  expect(served.url).toBe(`http://localhost:${ports.app(USERS)}`);
  expect(served.shellUrl).toBe(`http://localhost:${ports.app(SHELL)}`);
  const answer = await fetch(`http://127.0.0.1:${ports.app(USERS)}/mf-manifest.json`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ id: 'users' });
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('access-control-allow-origin')).toBe(served.shellUrl);
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('content-security-policy')).toMatch(
    new RegExp(`script-src 'self'[^;]* ${served.url.replace(/[.:/]/g, '\\$&')}[ ;]`),
  );
});

test('writes the portal’s config with the section at this port, where the portal reads it', () => {
  expect(served.portalConfigFile).toMatch(new RegExp(`/\\.data/portal-${basePort}/portal-config\\.json$`));
  const config = JSON.parse(readFileSync(served.portalConfigFile, 'utf8')) as {
    sections: { name: string; manifestUrl: string }[];
  };
  expect(config.sections.find((section) => section.name === 'users')?.manifestUrl).toBe(
    `${served.url}/mf-manifest.json`,
  );
});

test('a port already served is refused with who serves it', async () => {
  await expect(serveBuild('users', { basePort, buildsRoot })).rejects.toThrow(
    `Port ${portsOnBase(basePort).app(USERS)} of users is taken: npm start serves it already (and answers a new build of mfe-users without a restart), or another server does`,
  );
});

test('the shell and a remote without a build are refused with what to do', async () => {
  await expect(serveBuild('shell', { basePort, buildsRoot })).rejects.toThrow(
    'npm start serves the shell (it forwards the API); serve takes a remote',
  );
  await expect(serveBuild('coupons', { basePort, buildsRoot })).rejects.toThrow(
    'mfe-coupons has no build in mfe-coupons/dist: run npm run build -w mfe-coupons first',
  );
});
