// npm run new-section -- <name>
import { REPO_ROOT } from '../paths';
import { createSection, labelOf } from './newSection';

const [name] = process.argv.slice(2);
if (!name) {
  console.error('usage: npm run new-section -- <name>   (e.g. reports)');
  process.exit(2);
}
try {
  const written = createSection(REPO_ROOT, name);
  console.log(`Created the ${labelOf(name)} section:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log(`Next: npm install, then npm start (builds mfe-${name} only) or npm run dev -w mfe-${name}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
