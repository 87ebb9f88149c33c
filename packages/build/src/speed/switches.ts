// Each speed trick of the build can be switched off on its own, to measure it side by side with
// the build without it or to rule it out: PORTAL_SPEED_OFF=preloadLibraries,prerenderedStyles npm run build.
export const SPEED_TRICKS = [
  'compileHints',
  'earlyCalls',
  'lazyMuiNumberFormat',
  'menuPreload',
  'precompress',
  'preloadLibraries',
  'prerenderedStyles',
  'sharedLibraryChunks',
  // The tests' own, not the build's: packages/e2e/src/ports.ts `TEST_CHROMIUM_PATH`,
  // packages/repo-checks/src/testLanes.ts, packages/e2e/src/failureEvidence.ts and
  // packages/e2e/tests/fixtures.ts `warmBrowser`.
  'headlessShell',
  'testLanes',
  'traceOnRetry',
  'warmContext',
] as const;

export type SpeedTrick = (typeof SPEED_TRICKS)[number];

export const SPEED_OFF_ENV = 'PORTAL_SPEED_OFF';

/** The tricks PORTAL_SPEED_OFF switches off; a name it does not know is an error, not a silent no-op. */
export function speedTricksOff(env: NodeJS.ProcessEnv = process.env): Set<SpeedTrick> {
  const names = (env[SPEED_OFF_ENV] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SPEED_TRICKS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`${SPEED_OFF_ENV}: unknown ${unknown.join(', ')}; known: ${SPEED_TRICKS.join(', ')}`);
  }
  return new Set(names as SpeedTrick[]);
}
