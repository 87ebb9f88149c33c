// The six apps of the portal as build, serve and test code use them: the registry's apps with the
// environment variable that overrides each port (README.md "Ports"). Nothing else hard-codes a port.
import { API_DEFAULT_PORT, SECTION_REGISTRY, SHELL_APP, type RegisteredApp } from './sections';
import type { PortalConfig } from './portalConfig';

export { API_DEFAULT_PORT };

export interface AppInfo {
  /** Module Federation name; also the key in portal-config.json `remotes`. */
  name: string;
  /** Folder under the repository root. */
  dir: string;
  defaultPort: number;
  /** Environment variable that overrides the port, e.g. USERS_PORT. */
  portEnv: string;
}

const appInfo = ({ name, folder, port }: RegisteredApp): AppInfo => ({
  name,
  dir: folder,
  defaultPort: port,
  portEnv: `${name.toUpperCase()}_PORT`,
});

export const SHELL: AppInfo = appInfo(SHELL_APP);

/** The remotes in port order. */
export const REMOTES: readonly AppInfo[] = [...SECTION_REGISTRY]
  .sort((first, second) => first.port - second.port)
  .map(appInfo);

export const APPS: readonly AppInfo[] = [SHELL, ...REMOTES];

export function appPort(app: AppInfo, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  return raw ? Number(raw) : app.defaultPort;
}

/**
 * The ports of a whole portal moved to `basePort` (tests, benchmarks, `--base-port`): every port
 * keeps its distance from the shell's, the API's too (base + 1000), so a section added while the
 * portal runs takes a port the portal does not use (the API once followed the last app, and a new
 * section got the running API's port).
 */
export function portsOnBase(basePort: number) {
  const offset = (port: number) => port - SHELL.defaultPort;
  return {
    app: (app: AppInfo) => basePort + offset(app.defaultPort),
    api: basePort + offset(API_DEFAULT_PORT),
  };
}

/**
 * The ports of one portal on this machine: every port moved to `basePort` (portsOnBase), else each
 * app's registry port or its override (appPort) and the API's `API_PORT`.
 */
export function localPorts(basePort?: number, env: NodeJS.ProcessEnv = process.env) {
  const onBase = basePort === undefined ? null : portsOnBase(basePort);
  return {
    app: (app: AppInfo) => onBase?.app(app) ?? appPort(app, env),
    api: onBase?.api ?? Number(env.API_PORT ?? API_DEFAULT_PORT),
  };
}

/** The app called `name`; throws for a name the registry does not know. */
export function appNamed(name: string): AppInfo {
  const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new Error(`Unknown app "${name}": add it to packages/registry/src/registry.json`);
  return app;
}

/** portal-config.json: the API's URL and the registry's sections, each at the URL `remoteUrl` gives it. */
export function portalConfigFor(apiUrl: string, remoteUrl: (remote: AppInfo) => string): PortalConfig {
  return {
    apiUrl,
    sections: SECTION_REGISTRY.map(({ name, label, icon, basePath, audience }) => ({
      name,
      label,
      icon,
      basePath,
      manifestUrl: `${remoteUrl(appNamed(name))}/mf-manifest.json`,
      ...(audience && { audience }),
    })),
  };
}

const localhost = (port: number) => `http://localhost:${port}`;

/** portal-config.json for apps on their default (or env) ports on this machine, as `npm run dev` runs them. */
export function localPortalConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  return portalConfigFor(env.API_URL ?? localhost(Number(env.API_PORT ?? API_DEFAULT_PORT)), (remote) =>
    localhost(appPort(remote, env)),
  );
}

/** The origins of every app's own server on this machine: the pages a standalone sign-in may return to. */
export function localAppOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return APPS.map((app) => localhost(appPort(app, env)));
}
