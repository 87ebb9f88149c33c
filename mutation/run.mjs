// `npm run test:mutation [-- module ...]`: a Stryker run per module (all, or those named), one
// after another, then one line per module: its mutation score as Stryker counts it (killed and
// timed-out mutants over all valid ones). Exits non-zero when a module scores under 85 %.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { MODULES } from './modules.mjs';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const MINIMUM_SCORE = 85;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in MODULES));
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}: choose from ${Object.keys(MODULES).join(', ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(MODULES);

for (const name of names) {
  const report = `reports/mutation/${name}.json`;
  rmSync(report, { force: true });
  spawnSync('npx', ['stryker', 'run', 'mutation/stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, STRYKER_MODULE: name },
  });
}

let failed = false;
console.log('\nMutation score per module');
for (const name of names) {
  const report = `reports/mutation/${name}.json`;
  const { title } = MODULES[name];
  if (!existsSync(report)) {
    failed = true;
    console.log(`${title.padEnd(30)}   no report (the Stryker run failed)`);
    continue;
  }
  const mutants = Object.values(JSON.parse(readFileSync(report, 'utf8')).files).flatMap(
    (file) => file.mutants,
  );
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  const score = (100 * detected) / (detected + undetected);
  failed ||= !(score >= MINIMUM_SCORE);
  console.log(
    `${title.padEnd(30)} ${score.toFixed(1).padStart(5)} %  ${detected} killed, ${undetected} survived`,
  );
}
process.exitCode = failed ? 1 : 0;
