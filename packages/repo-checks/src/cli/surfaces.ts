// `npm run surface:update` records each shared package's public surface; `npm run surface:check`
// (a step of `npm test`) fails when one changed without being recorded under a new version.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '@portal/launcher';
import {
  generateReports,
  reportFileName,
  surfaceFolder,
  type SurfacePackage,
} from '../surfaces/generateReports';
import { describeChange } from '../surfaces/surfaceChanges';
import {
  checkSurface,
  updateSurface,
  type SurfaceRecord,
  type SurfaceState,
} from '../surfaces/surfaceRecord';

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const recordFile = (name: SurfacePackage) => join(surfaceFolder(name), 'version.json');
const reportFile = (name: SurfacePackage) => join(surfaceFolder(name), reportFileName(name));
/** The report recorded under the version before the recorded one. */
const baselineFile = (name: SurfacePackage) =>
  join(surfaceFolder(name), reportFileName(name).replace(/\.api\.md$/, '.baseline.api.md'));

function stateOf(name: SurfacePackage, generated: string): SurfaceState {
  const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  const record = readIfThere(recordFile(name));
  return {
    packageName: `@portal/${name}`,
    version: packageJson.version,
    generated,
    committed: readIfThere(reportFile(name)),
    record: record === undefined ? undefined : (JSON.parse(record) as SurfaceRecord),
    baselineReport: readIfThere(baselineFile(name)),
  };
}

function main(command: string | undefined): number {
  if (command !== 'check' && command !== 'update') {
    console.error('Usage: surfaces check | update');
    return 2;
  }
  const reports = generateReports();
  let failed = false;
  for (const [name, generated] of reports) {
    const state = stateOf(name, generated);
    if (command === 'check') {
      const problems = checkSurface(state);
      problems.forEach((problem) => console.error(problem));
      failed ||= problems.length > 0;
      if (problems.length === 0) console.log(`${state.packageName} ${state.version}: surface as recorded`);
      continue;
    }
    const update = updateSurface(state);
    if (update.kind === 'needs-version') {
      // The recorded report stays as it is: it is what the next run classifies the change against.
      console.error(update.message);
      failed = true;
    } else if (update.kind === 'record') {
      mkdirSync(surfaceFolder(name), { recursive: true });
      writeFileSync(reportFile(name), generated);
      writeFileSync(recordFile(name), `${JSON.stringify(update.record, null, 2)}\n`);
      if (update.baselineReport !== undefined) writeFileSync(baselineFile(name), update.baselineReport);
      const changes = update.changes.map(describeChange).join(', ');
      console.log(
        `${state.packageName} ${state.version}: recorded (${relative(REPO_ROOT, reportFile(name))})` +
          (changes ? `: ${changes}` : ''),
      );
    } else {
      console.log(`${state.packageName} ${state.version}: unchanged`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv[2]);
