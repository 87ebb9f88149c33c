import { ensureBuilt, startPortal } from '@portal/launcher';
import Fastify from 'fastify';
import { rmSync } from 'node:fs';
import { basePort, controlUrl } from './ports';
import { releasesRoot } from './releases';

/**
 * Builds what is not built and starts the portal (production builds + reference API on an in-memory,
 * freshly seeded database). Each test signs in for itself (the `adminSession` fixture).
 */
export default async function globalSetup() {
  await ensureBuilt();
  rmSync(releasesRoot, { recursive: true, force: true });
  const portal = await startPortal({
    basePort,
    // The demo's admin is an auditor (as under npm start): it sees the Access log (access-log.spec.ts).
    api: { dataDir: 'memory://', seedScale: 'small', auditorEmails: ['admin@example.com'] },
    releasesRoot,
  });

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
