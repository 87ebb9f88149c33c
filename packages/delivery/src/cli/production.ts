// `npm run start:production`: nginx, two API processes and PostgreSQL on this machine (docs/production.md).
import { onStop } from '@portal/launcher';
import { relative } from 'node:path';
import { startProductionPortal } from '../production/productionPortal';

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

startProduction().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
