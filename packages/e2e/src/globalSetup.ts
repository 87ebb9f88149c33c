import { ensureBuilt, startPortal } from '@portal/launcher';
import Fastify from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import { basePort, controlUrl, stateDir, storageStatePath } from './ports';
import { releasesRoot } from './releases';
import { signInThroughStandIn, writeStorageState } from './signIn';

/**
 * Builds what is not built, starts the portal (production builds + reference API on an in-memory,
 * freshly seeded database) and signs in the two seeded accounts once for every test.
 */
export default async function globalSetup() {
  await ensureBuilt();
  rmSync(releasesRoot, { recursive: true, force: true });
  const portal = await startPortal({
    basePort,
    api: { dataDir: 'memory://', seedScale: 'small' },
    releasesRoot,
  });
  mkdirSync(stateDir, { recursive: true });
  for (const account of ['admin', 'member']) {
    const signedIn = await signInThroughStandIn(portal.apiUrl, portal.shellUrl, `${account}@example.com`);
    writeStorageState(storageStatePath(account), portal.shellUrl, signedIn);
    process.env[`E2E_${account.toUpperCase()}_TOKEN`] = signedIn.token;
  }

  // Tests run in worker processes; this lets them stop and start a remote's server.
  const control = Fastify();
  control.post<{ Params: { name: string; action: string } }>('/remotes/:name/:action', async (request) => {
    const { name, action } = request.params;
    if (action === 'stop') await portal.stopRemote(name);
    else await portal.startRemote(name);
    return { ok: true };
  });
  await control.listen({
    port: new URL(controlUrl).port ? Number(new URL(controlUrl).port) : 0,
    host: '127.0.0.1',
  });

  return async () => {
    await control.close();
    await portal.close();
  };
}
