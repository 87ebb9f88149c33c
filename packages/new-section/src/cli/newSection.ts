// npm run new-section -- <name> [--icon <key>]
import { parseArgs } from 'node:util';
import { SECTION_ICON_KEYS } from '@portal/registry';
import { REPO_ROOT } from '@portal/launcher';
import { createSection } from '../newSection';
import { labelOf } from '../templates';

const USAGE = `usage: npm run new-section -- <name> [--icon <${SECTION_ICON_KEYS.join('|')}>]   (e.g. reports)`;

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { icon: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [name, ...extra] = positionals;
  if (values.help) {
    console.log(USAGE);
    console.log(
      'Writes mfe-<name>/, packages/contract/src/sections/<name>.ts, packages/admin-api/src/sections/<name>/,\nits registry entry and its workspace, from packages/new-section/templates.',
    );
    process.exit(0);
  }
  if (!name || extra.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const written = createSection(REPO_ROOT, name, values.icon);
  console.log(`Created the ${labelOf(name)} section:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log(
    [
      'Next:',
      '  npm install',
      `  no portal running: npm start (builds mfe-${name}), or npm run dev -- ${name}`,
      `  a portal already running: npm run build -w mfe-${name}, npm run serve -- mfe-${name}, then npm run api:restart`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
