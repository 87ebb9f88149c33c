// The local portal's commands: `npm start`, `npm run serve`, `npm run api:restart`, `npm run dev`,
// `npm run build`.
import { ADMIN_EMAIL } from '@portal/admin-api';
import { appNamed, APPS, localPorts, SHELL } from '@portal/registry/apps';
import { dirname, join, relative } from 'node:path';
import { answerApiRestarts, requestApiRestart } from '../apiRestart';
import { buildApps, ensureBuilt } from '../build';
import { devPagePath, startDev } from '../dev';
import { onStop } from '../onStop';
import { REPO_ROOT } from '../paths';
import { portalFolderFor, startPortal } from '../portal';
import { describePortalConfigWrite } from '../portalConfigFile';
import { serveBuild } from '../serveBuild';

async function start(args: string[]) {
  const { basePort, apps } = parseAppArgs(args);
  if (apps.length)
    throw new Error(`npm start serves every app; it takes no app names (got ${apps.join(' ')})`);
  await ensureBuilt();
  // The API's request logs, so a failure under `npm start` leaves a trace with its request id.
  const logFile = join(REPO_ROOT, '.data', 'logs', 'admin-api.log');
  // The demo's admin is an auditor, so a newcomer sees the Access log (issue 73); the API process
  // inherits this environment, and an AUDITOR_EMAILS of the operator's wins.
  process.env.AUDITOR_EMAILS ??= ADMIN_EMAIL;
  const portal = await startPortal({ basePort, api: { logFile }, apiProcess: true, keepConfigEdits: true });
  const shellPort = Number(new URL(portal.shellUrl).port);
  const stopAnswering = answerApiRestarts(portalFolderFor(shellPort), () => portal.restartApi());
  console.log(
    `\nAdmin API      ${portal.upstreamApiUrl}, on the portal's origin too   (request logs, rotated: ${relative(process.cwd(), dirname(logFile))})`,
  );
  console.log(`Admin portal   ${portal.shellUrl}   (sign in as admin@example.com)`);
  // The API process inherits this environment: Google's variables switch the stand-in off.
  console.log(
    process.env.GOOGLE_CLIENT_ID
      ? 'Sign-in        Google OpenID Connect (GOOGLE_CLIENT_ID is set)'
      : 'Sign-in        the local stand-in: no password, this machine only (Google: docs/sign-in.md)',
  );
  console.log(`Config         ${relative(process.cwd(), portal.portalConfigFile)}`);
  const configNote = describePortalConfigWrite(portal.portalConfigFile, portal.portalConfigWrite);
  if (configNote) console.log(configNote);
  console.log(
    `Restart the API alone with npm run api:restart${basePortArgs(basePort)}. Press Ctrl-C to stop.`,
  );
  onStop(async () => {
    stopAnswering();
    await portal.close();
  });
}

/** `-- --base-port N` for a command's hint, when the portal runs on a moved base port. */
const basePortArgs = (basePort: number | undefined) =>
  basePort === undefined ? '' : ` -- --base-port ${basePort}`;

async function apiRestart(args: string[]) {
  const { basePort } = parseAppArgs(args);
  console.log(await requestApiRestart(portalFolderFor(localPorts(basePort).app(SHELL))));
}

async function serve(args: string[]) {
  const { basePort, apps } = parseAppArgs(args);
  if (apps.length !== 1) throw new Error('usage: npm run serve -- [--base-port <port>] <app>');
  const served = await serveBuild(apps[0]!, { basePort });
  console.log(
    `\n${served.name} from ${relative(process.cwd(), served.root)} at ${served.url}, with the production headers`,
  );
  const configNote = describePortalConfigWrite(served.portalConfigFile, served.portalConfigWrite);
  if (configNote) console.log(configNote);
  console.log(
    `The portal on ${served.shellUrl} loads it from ${relative(process.cwd(), served.portalConfigFile)}. Press Ctrl-C to stop.`,
  );
  onStop(() => served.close());
}

/** `[--base-port <port>] [app ...]`: every port moved to the base, and the apps named. */
function parseAppArgs(args: string[]) {
  const at = args.indexOf('--base-port');
  if (at === -1) return { apps: args };
  const basePort = Number(args[at + 1]);
  if (!Number.isInteger(basePort) || basePort <= 0)
    throw new Error(`--base-port needs a port number, got "${args[at + 1] ?? ''}"`);
  return { basePort, apps: args.filter((_, index) => index !== at && index !== at + 1) };
}

async function dev(args: string[]) {
  const { basePort, apps: names } = parseAppArgs(args);
  const apps = names.length ? names.map(appNamed) : APPS;
  const running = await startDev({ basePort, apps });
  onStop(() => running.close());
  console.log(`\nAdmin API ${running.apiUrl} (development: it allows every app's own origin)`);
  console.log(`Dev servers of ${apps.map((app) => app.name).join(', ')} compiling ...`);
  await running.ready().catch(async (error: unknown) => {
    await running.close();
    throw error;
  });
  console.log('\nEach app alone, on its own origin:');
  for (const app of apps)
    console.log(`  ${app.name.padEnd(14)} ${running.appUrl(app.name)}${devPagePath(app)}`);
  console.log('Sign in with the popup as admin@example.com. Press Ctrl-C to stop.');
}

async function build(names: string[]) {
  await buildApps(names.length ? names.map(appNamed) : APPS);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start(rest);
    case 'serve':
      return serve(rest);
    case 'api:restart':
      return apiRestart(rest);
    case 'dev':
      return dev(rest);
    case 'build':
      return build(rest);
    default:
      console.error(
        'usage: cli/portal.ts start [--base-port <port>] | serve [--base-port <port>] <app> | api:restart [--base-port <port>] | dev [--base-port <port>] [app ...] | build [app ...]',
      );
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
