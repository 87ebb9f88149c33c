export { runAllTests, runSectionTests } from './runTests';
export { MINIMUMS_FILE } from './testReports';
