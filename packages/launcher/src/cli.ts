// The portal's commands: `npm start`, `npm run start:production`, `npm run dev`, `npm run build`,
// `npm test`.
import { startAdminApi } from '@portal/admin-api';
import { appNamed, appPort, APPS, localAppOrigins, SHELL } from '@portal/registry/apps';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { buildApps, ensureBuilt } from './build';
import { appDir, REPO_ROOT } from './paths';
import { startPortal } from './portal';
import { startProductionPortal } from './production/productionPortal';
import { runAllTests } from './runTests';

function onStop(stop: () => Promise<void>) {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

async function start() {
  await ensureBuilt();
  // The API's request logs, so a failure under `npm start` leaves a trace with its request id.
  const logFile = join(REPO_ROOT, '.data', 'logs', 'admin-api.log');
  const portal = await startPortal({ api: { logFile } });
  console.log(
    `\nAdmin API      ${portal.upstreamApiUrl}, on the portal's origin too   (request logs, rotated: ${relative(process.cwd(), dirname(logFile))})`,
  );
  console.log(`Admin portal   ${portal.shellUrl}   (sign in as admin@example.com)`);
  console.log('Press Ctrl-C to stop.');
  onStop(() => portal.close());
}

async function startProduction() {
  const production = await startProductionPortal((reason) => {
    console.error(`\nnginx ended (${reason}): the portal is down. Stopping ...`);
    void production.close().finally(() => process.exit(1));
  });
  const where = (path: string) => relative(process.cwd(), path);
  console.log(`\nAdmin portal   ${production.url}   (nginx; sign in as admin@example.com)`);
  console.log(`API processes  ${production.apiUrls.join(', ')}, behind nginx on the portal's origin`);
  console.log(`PostgreSQL     ${production.database}`);
  console.log('Logs');
  for (const [what, path] of Object.entries(production.logs))
    console.log(`  ${what.padEnd(14)}${where(path)}`);
  console.log('Press Ctrl-C to stop.');
  onStop(() => production.close());
}

async function dev() {
  // Each dev server also runs its app alone, which signs in on its own origin.
  const api = await startAdminApi({ developmentOrigins: localAppOrigins() });
  const children: ChildProcess[] = APPS.map((app) =>
    spawn('npm', ['run', 'dev', '--silent'], { cwd: appDir(app.dir), stdio: 'inherit' }),
  );
  console.log(`\nAdmin API ${api.url}; dev servers starting, portal at http://localhost:${appPort(SHELL)}`);
  onStop(async () => {
    children.forEach((child) => child.kill('SIGTERM'));
    await api.close();
  });
}

async function build(names: string[]) {
  await buildApps(names.length ? names.map(appNamed) : APPS);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'start:production':
      return startProduction();
    case 'dev':
      return dev();
    case 'build':
      return build(rest);
    case 'test':
      process.exitCode = await runAllTests();
      return;
    default:
      console.error('usage: cli.ts start | start:production | dev | build [app ...] | test');
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
