// `npm run release -- <command>` and `npm run deploy -- <section>` (its publish): releases/releaseCommand.ts.
import { runReleaseCommand } from '../releases/releaseCommand';

try {
  console.log(runReleaseCommand(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
