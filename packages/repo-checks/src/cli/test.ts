// `npm test [-- --section <name>]`: every check and test, or what one section's change can affect (docs/testing.md).
import { runAllTests, runSectionTests } from '../runTests';

const [flag, section] = process.argv.slice(2);
(flag === '--section' ? runSectionTests(section ?? '') : runAllTests()).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
