import { appNamed, localPorts, SHELL } from '@portal/registry/apps';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './paths';
import { launcherPortalConfig, portalConfigFileFor } from './portal';
import { writePortalConfig, type PortalConfigWrite } from './portalConfigFile';
import { serveApp } from './staticServer';

export interface ServedBuild {
  name: string;
  /** The build served: the app's `dist/`. */
  root: string;
  url: string;
  /** The portal this remote belongs to, and the config its servers answer. */
  shellUrl: string;
  portalConfigFile: string;
  portalConfigWrite: PortalConfigWrite;
  close(): Promise<void>;
}

/**
 * `npm run serve -- <app>`: one remote's `dist/` on its port, as a static host serves it (the
 * launcher's server: cache and security headers, compressed copies), for the portal on the same
 * base port. A section the portal's config lacks (added after `npm start` began) is added to it,
 * so the running portal shows it after a reload; hand edits of the config are kept.
 */
export async function serveBuild(
  name: string,
  { basePort, buildsRoot }: { basePort?: number; buildsRoot?: string } = {},
): Promise<ServedBuild> {
  const app = appNamed(name);
  if (app === SHELL)
    throw new Error('npm start serves the shell (it forwards the API); serve takes a remote');
  const root = distDir(app.dir, buildsRoot);
  if (!existsSync(join(root, 'mf-manifest.json'))) {
    throw new Error(`${app.dir} has no build in ${app.dir}/dist: run npm run build -w ${app.dir} first`);
  }
  const ports = localPorts(basePort);
  const shellUrl = `http://localhost:${ports.app(SHELL)}`;
  const portalConfigFile = portalConfigFileFor(ports.app(SHELL));
  const portalConfigWrite = writePortalConfig(portalConfigFile, launcherPortalConfig(ports), {
    keepEdits: true,
  });
  const port = ports.app(app);
  let server: FastifyInstance;
  try {
    server = await serveApp({
      root,
      port,
      host: process.env.HOST ?? '127.0.0.1',
      allowedOrigin: shellUrl,
      portalConfigFile,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `Port ${port} of ${app.name} is taken: npm start serves it already (and answers a new build of ${app.dir} without a restart), or another server does`,
    );
  }
  return {
    name: app.name,
    root,
    url: `http://localhost:${port}`,
    shellUrl,
    portalConfigFile,
    portalConfigWrite,
    close: () => server.close(),
  };
}
