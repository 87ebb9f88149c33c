// One line per module from Stryker's JSON reports: its mutation score as Stryker counts it (killed
// and timed-out mutants over all valid ones). Exits non-zero when a module is under 85 %.
import { existsSync, readFileSync } from 'node:fs';
import { MODULES } from './modules.mjs';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const MINIMUM_SCORE = 85;

const reports = {};
for (const project of new Set(Object.values(MODULES).map((module) => module.project))) {
  const path = `reports/mutation/${project}.json`;
  if (existsSync(path)) reports[project] = JSON.parse(readFileSync(path, 'utf8')).files;
}

let failed = false;
for (const [name, { project, files }] of Object.entries(MODULES)) {
  const mutants = files.flatMap((file) => reports[project]?.[file]?.mutants ?? []);
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  const score = (100 * detected) / (detected + undetected);
  failed ||= !(score >= MINIMUM_SCORE);
  console.log(
    `${name.padEnd(30)} ${score.toFixed(1).padStart(5)} %  ${detected} killed, ${undetected} survived`,
  );
}
process.exitCode = failed ? 1 : 0;
