import { startAdminApi, type AdminApiOptions } from '@portal/admin-api';
import type { PortalConfig } from '@portal/registry';
import { appNamed, localPorts, portalConfigFor, REMOTES, SHELL, type AppInfo } from '@portal/registry/apps';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ApiUpstream } from './apiProxy';
import { HEALTH_PATH } from './health/healthCollector';
import { distDir, REPO_ROOT } from './paths';
import { historyFileOf, writePortalConfig, type PortalConfigWrite } from './portalConfigFile';
import { defaultReleasesRoot, servedReleases } from './releaseBucket';
import { startRestartableApi } from './restartableApi';
import { serveApp } from './staticServer';

export interface PortalOptions {
  /** Ports moved to base (see portsOnBase: shell = base, the remotes after it, the API at base + 1000). Without it: the registry's ports. */
  basePort?: number;
  host?: string;
  /** Options for the embedded reference API; `false` uses an API that is already running. */
  api?: AdminApiOptions | false;
  /**
   * Run the API in a Node process of its own (`npm start`), so `restartApi` loads its code afresh;
   * it takes the options `ApiProcessOptions` names. Default: in this process.
   */
  apiProcess?: boolean;
  /** The running API's URL when `api` is false; the shell's server forwards the API's paths to it. */
  apiUrl?: string;
  portalConfigFile?: string;
  /**
   * Keep hand edits of the config file (`writePortalConfig`: `npm start`); default: write it
   * whole from the registry, as a test or benchmark run needs.
   */
  keepConfigEdits?: boolean;
  /** Serve the builds' source maps; default env SERVE_SOURCE_MAPS=true, else they answer 404. */
  serveSourceMaps?: boolean;
  /**
   * Let each app served here run alone on its own origin (sign in, call the API), as in development:
   * the embedded API allows their origins. Never for a deployed portal.
   */
  developmentOrigins?: boolean;
  /**
   * The checkout whose builds are served (default: this one): the bench serves a second build, for
   * example one made with a speed trick off, beside this one.
   */
  buildsRoot?: string;
  /** The sections' published releases, served at /releases/ on the shell's origin (default defaultReleasesRoot()). */
  releasesRoot?: string;
}

export interface RunningPortal {
  shellUrl: string;
  /** Where the portal calls the API (portal-config.json's apiUrl): the shell's own origin. */
  apiUrl: string;
  /** The API's own URL (its TCP port); the shell's server forwards to the embedded API's socket instead. */
  upstreamApiUrl: string;
  /** The config its servers answer (`.data/portal-<shell port>/portal-config.json`), and how it was written. */
  portalConfigFile: string;
  portalConfigWrite: PortalConfigWrite;
  remoteUrl(name: string): string;
  /**
   * Stops the API and starts it again (with `apiProcess`, from its current source), while every
   * server stays up; the shell's proxy answers 503 in between.
   */
  restartApi(): Promise<void>;
  /** Stops one remote's server (fault tests, or a squad redeploying). */
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the portal on `shellPort` keeps the portal-config.json its servers answer (read per request). */
export function portalConfigFileFor(shellPort: number): string {
  return join(portalFolderFor(shellPort), 'portal-config.json');
}

/** The Unix socket the portal on `shellPort` reaches its embedded API over (the shell's proxy only). */
export function proxySocketFor(shellPort: number): string {
  return join(portalFolderFor(shellPort), 'admin-api.sock');
}

/** One folder per running portal (its shell's port), so portals side by side never share a file. */
export function portalFolderFor(shellPort: number): string {
  return join(REPO_ROOT, '.data', `portal-${shellPort}`);
}

/**
 * The config of a portal the launcher serves on `ports`: the API on the shell's own origin (its
 * server forwards the API's paths), each remote on its own port.
 */
export function launcherPortalConfig(ports: ReturnType<typeof localPorts>): PortalConfig {
  const onPort = (port: number) => `http://localhost:${port}`;
  return {
    ...portalConfigFor(onPort(ports.app(SHELL)), (remote) => onPort(ports.app(remote))),
    // The shell's server is the section health collector.
    healthUrl: `${onPort(ports.app(SHELL))}${HEALTH_PATH}`,
  };
}

/** The API a portal started, in this process or one of its own. */
interface PortalApi {
  url: string;
  proxySocket: string | null;
  restart(): Promise<void>;
  close(): Promise<void>;
}

function remoteApp(name: string): AppInfo {
  const app = appNamed(name);
  if (app === SHELL) throw new Error(`${name} is not a remote`);
  return app;
}

/** Starts the reference API and serves the six production builds; the one way to run the portal. */
export async function startPortal(options: PortalOptions = {}): Promise<RunningPortal> {
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const ports = localPorts(options.basePort);
  const shellUrl = `http://localhost:${ports.app(SHELL)}`;
  const remoteUrl = (name: string) => `http://localhost:${ports.app(remoteApp(name))}`;
  const appOrigins = [shellUrl, ...REMOTES.map((remote) => remoteUrl(remote.name))];

  async function startApi(apiOptions: AdminApiOptions): Promise<PortalApi> {
    const settings = {
      // The shell's server forwards the browser's requests over a socket only it uses, the one
      // path on which the API believes X-Forwarded-*; its TCP port believes none of them.
      proxySocket: proxySocketFor(ports.app(SHELL)),
      ...apiOptions,
      port: ports.api,
      portalUrl: shellUrl,
      host,
      ...(options.developmentOrigins && { developmentOrigins: appOrigins }),
    };
    if (options.apiProcess) {
      if (settings.developmentOrigins) throw new Error('developmentOrigins needs the API in this process');
      const running = await startRestartableApi(settings, (reason, output) =>
        console.error(`\nThe API ended (${reason}); npm run api:restart starts it again.\n${output.trim()}`),
      );
      return {
        ...running,
        proxySocket: settings.proxySocket ? resolve(REPO_ROOT, settings.proxySocket) : null,
      };
    }
    const embedded = await startAdminApi(settings);
    return {
      ...embedded,
      restart: () =>
        Promise.reject(new Error('restartApi needs the API in a process of its own (apiProcess)')),
    };
  }

  const api = options.api === false ? null : await startApi(options.api ?? {});
  const upstreamApiUrl = api?.url ?? options.apiUrl ?? process.env.API_URL ?? `http://localhost:${ports.api}`;
  const apiUpstream: ApiUpstream = api?.proxySocket
    ? { socketPath: api.proxySocket }
    : { url: upstreamApiUrl };
  // Same origin as the page: no CORS preflight before each call (the API still allows the shell's origin).
  const apiUrl = shellUrl;

  const portalConfigFile = options.portalConfigFile ?? portalConfigFileFor(ports.app(SHELL));
  const portalConfig = launcherPortalConfig(ports);
  const portalConfigWrite = writePortalConfig(portalConfigFile, portalConfig, {
    keepEdits: options.keepConfigEdits ?? false,
  });
  // A config written afresh runs every section's build: no earlier live release to roll back to.
  if (!portalConfigWrite.handEdited) rmSync(historyFileOf(portalConfigFile), { force: true });

  const releasesRoot = options.releasesRoot ?? defaultReleasesRoot();
  const serveSourceMaps = options.serveSourceMaps ?? process.env.SERVE_SOURCE_MAPS === 'true';
  const serve = (app: AppInfo, port: number) =>
    serveApp({
      apiUpstream: app === SHELL ? apiUpstream : undefined,
      releasesRoot: app === SHELL ? servedReleases(releasesRoot) : undefined,
      healthFile: app === SHELL ? join(portalFolderFor(ports.app(SHELL)), 'section-health.jsonl') : undefined,
      root: distDir(app.dir, options.buildsRoot),
      port,
      host,
      allowedOrigin: shellUrl,
      ...(options.developmentOrigins && { developmentOrigins: appOrigins }),
      portalConfigFile,
      serveSourceMaps,
    });

  const servers = new Map<string, FastifyInstance>();
  servers.set(SHELL.name, await serve(SHELL, ports.app(SHELL)));
  for (const remote of REMOTES) servers.set(remote.name, await serve(remote, ports.app(remote)));

  return {
    shellUrl,
    portalConfigFile,
    portalConfigWrite,
    apiUrl,
    upstreamApiUrl,
    remoteUrl,
    async restartApi() {
      if (!api) throw new Error('This portal uses an API it did not start (api: false)');
      await api.restart();
    },
    async stopRemote(name) {
      await servers.get(remoteApp(name).name)?.close();
      servers.delete(name);
    },
    async startRemote(name) {
      const app = remoteApp(name);
      if (!servers.has(name)) servers.set(name, await serve(app, ports.app(app)));
    },
    async close() {
      await Promise.all([...servers.values()].map((server) => server.close()));
      await api?.close();
    },
  };
}
