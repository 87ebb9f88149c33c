// `npm run surface:update` records each shared package's public surface; `npm run surface:check`
// (a step of `npm test`) fails when one changed without being recorded under a new version.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../paths';
import { generateReports, reportFileName, surfaceFolder, type SurfacePackage } from './generateReports';
import { checkSurface, updateSurface, type SurfaceRecord, type SurfaceState } from './surfaceRecord';

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const recordFile = (name: SurfacePackage) => join(surfaceFolder(name), 'version.json');
const reportFile = (name: SurfacePackage) => join(surfaceFolder(name), reportFileName(name));

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
    mkdirSync(surfaceFolder(name), { recursive: true });
    // The new report is written even when refused, so its diff shows what changed.
    writeFileSync(reportFile(name), generated);
    if (update.kind === 'needs-version') {
      console.error(update.message);
      failed = true;
    } else if (update.kind === 'record') {
      writeFileSync(recordFile(name), `${JSON.stringify(update.record, null, 2)}\n`);
      console.log(
        `${state.packageName} ${state.version}: recorded (${relative(REPO_ROOT, reportFile(name))})`,
      );
    } else {
      console.log(`${state.packageName} ${state.version}: unchanged`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv[2]);
