// The six apps of the portal, their remote names and default ports (ARCHITECTURE.md "Ports").
// Build, serve and test code all read this list; nothing else hard-codes a port.
export interface AppInfo {
  /** Module Federation name; also the key in portal-config.json `remotes`. */
  name: string;
  /** Folder under the repository root. */
  dir: string;
  defaultPort: number;
  /** Environment variable that overrides the port. */
  portEnv: string;
}

export const SHELL: AppInfo = { name: 'shell', dir: 'shell', defaultPort: 3000, portEnv: 'SHELL_PORT' };

export const REMOTES: readonly AppInfo[] = [
  { name: 'dashboard', dir: 'mfe-dashboard', defaultPort: 3001, portEnv: 'DASHBOARD_PORT' },
  { name: 'users', dir: 'mfe-users', defaultPort: 3002, portEnv: 'USERS_PORT' },
  { name: 'organisations', dir: 'mfe-organisations', defaultPort: 3003, portEnv: 'ORGANISATIONS_PORT' },
  { name: 'coupons', dir: 'mfe-coupons', defaultPort: 3004, portEnv: 'COUPONS_PORT' },
  { name: 'activities', dir: 'mfe-activities', defaultPort: 3005, portEnv: 'ACTIVITIES_PORT' },
];

export const APPS: readonly AppInfo[] = [SHELL, ...REMOTES];

export const API_DEFAULT_PORT = 4000;

export function appPort(app: AppInfo, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portEnv];
  return raw ? Number(raw) : app.defaultPort;
}

/** portal-config.json for apps on their default (or env) ports on this machine, as `npm run dev` runs them. */
export function localPortalConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    apiUrl: env.API_URL ?? `http://localhost:${env.API_PORT ?? API_DEFAULT_PORT}`,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [remote.name, `http://localhost:${appPort(remote, env)}/mf-manifest.json`]),
    ),
  };
}
