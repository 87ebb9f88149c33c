// `npm run dev`: the reference API in development mode and the webpack dev servers of the apps named
// (every app by default). Each dev server also runs its app alone on its own origin, as its squad
// works on it, and that page signs in there: the API allows every app's origin (developmentOrigins).
import { startAdminApi, type AdminApiOptions } from '@portal/admin-api';
import { SECTION_REGISTRY } from '@portal/registry';
import { appNamed, APPS, localAppOrigins, localPorts, SHELL, type AppInfo } from '@portal/registry/apps';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { appDir, REPO_ROOT } from './paths';

export interface DevOptions {
  /** Every port moved to this base, as startPortal's `basePort`; without it the registry's ports and their `*_PORT` overrides. */
  basePort?: number;
  /** The apps whose dev servers run; default every app. */
  apps?: readonly AppInfo[];
  /** The API's options; its port, portal URL and development origins are the dev servers'. */
  api?: AdminApiOptions;
  /** The dev servers' output: to this terminal (default), or nowhere (tests). */
  output?: 'inherit' | 'ignore';
}

export interface RunningDev {
  apiUrl: string;
  /** The origin of an app's dev server. */
  appUrl(name: string): string;
  /** Resolves once every dev server answers its page (webpack holds the answer until its first build). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Where an app's page is on its own origin: the shell at its root, a section at its base path. */
export function devPagePath(app: AppInfo): string {
  return SECTION_REGISTRY.find((section) => section.name === app.name)?.basePath ?? '/';
}

/** A dev server's exit: its code, or the signal that ended it. */
type Exited = Promise<[number | null, NodeJS.Signals | null]>;

const localhost = (port: number) => `http://localhost:${port}`;
const POLL_MS = 500;
/** The build package's command, as npm links it for every app's scripts. */
const PORTAL_APP = join(REPO_ROOT, 'node_modules', '.bin', 'portal-app');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startDev(options: DevOptions = {}): Promise<RunningDev> {
  const ports = localPorts(options.basePort);
  const apiUrl = localhost(ports.api);
  // The dev servers read their ports, the other apps' ports and the API's URL from here
  // (createAppConfig's devServer and the portal-config.json it answers), as the API does its origins.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(APPS.map((app) => [app.portEnv, String(ports.app(app))])),
    API_PORT: String(ports.api),
    API_URL: apiUrl,
  };
  const api = await startAdminApi({
    ...options.api,
    port: ports.api,
    portalUrl: localhost(ports.app(SHELL)),
    developmentOrigins: localAppOrigins(env),
  });

  const apps = options.apps ?? APPS;
  // Every app's `dev` script is `portal-app dev`; run here without npm and a shell in between, so a
  // stop reaches it (it passes the signal to webpack) and its exit is webpack's, ports released.
  const servers = apps.map((app) => {
    const child = spawn(process.execPath, [PORTAL_APP, 'dev'], {
      cwd: appDir(app.dir),
      env,
      stdio: options.output ?? 'inherit',
    });
    return { app, child, exited: once(child, 'exit') as Exited };
  });
  let closing = false;

  /** Resolves once `app` answers its page; rejects if its dev server stops first (a port in use). */
  async function serving(app: AppInfo, exited: Exited) {
    const url = `${localhost(ports.app(app))}${devPagePath(app)}`;
    let stopped = false;
    const stop = exited.then(([code, signal]) => {
      stopped = true;
      return `The ${app.name} dev server stopped (${signal ?? `exit code ${code}`}) before it served ${url}`;
    });
    const served = (async () => {
      while (!stopped && !closing && !(await answers(url))) await delay(POLL_MS);
      return null;
    })();
    const failure = await Promise.race([stop, served]);
    if (failure && !closing) throw new Error(failure);
  }

  return {
    apiUrl,
    appUrl: (name) => localhost(ports.app(appNamed(name))),
    ready: () => Promise.all(servers.map(({ app, exited }) => serving(app, exited))).then(() => undefined),
    async close() {
      closing = true;
      await Promise.all(
        servers.map(async ({ child, exited }) => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            await exited;
          }
        }),
      );
      await api.close();
    },
  };
}
