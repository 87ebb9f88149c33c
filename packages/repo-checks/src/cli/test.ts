// `npm test [-- --section <name>]`: every check and test, or what one section's change can affect
// (docs/testing.md); `npm test -- --help` says what runs, and runs nothing.
import { describeTestRun, runAllTests, runSectionTests } from '../runTests';

const [flag, section] = process.argv.slice(2);
if (flag === '--help' || flag === '-h') {
  console.log(describeTestRun());
} else {
  (flag === '--section' ? runSectionTests(section ?? '') : runAllTests()).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
