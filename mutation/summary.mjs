// One line per module from Stryker's JSON report: its mutation score, as Stryker counts it
// (killed and timed-out mutants over all valid ones), and the survivors' count.
import { readFileSync } from 'node:fs';
import { MODULES } from './stryker.config.mjs';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const { files } = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));

let failed = false;
for (const [module, paths] of Object.entries(MODULES)) {
  const mutants = paths.flatMap((path) => files[path]?.mutants ?? []);
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  const score = detected + undetected === 0 ? NaN : (100 * detected) / (detected + undetected);
  failed ||= !(score >= 85);
  console.log(
    `${module.padEnd(32)} ${score.toFixed(1).padStart(5)} %  (${detected} killed, ${undetected} survived)`,
  );
}
process.exitCode = failed ? 1 : 0;
