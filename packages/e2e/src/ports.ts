import { speedTricksOff } from '@portal/build/speed';
import { portsOnBase } from '@portal/registry/apps';
import { existsSync } from 'node:fs';

// Where the browser tests run the portal. Each developer or helper can pick its own base
// (E2E_BASE_PORT) so that several runs on one machine never collide.
export const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
export const shellUrl = `http://localhost:${basePort}`;
const apiPort = portsOnBase(basePort).api;
export const apiUrl = `http://localhost:${apiPort}`;
/** The test-only control server of global-setup: stops and starts remotes for fault tests. */
export const controlUrl = `http://127.0.0.1:${apiPort + 1}`;

/** Chromium as people run it (Debian's `chromium`): the bench times cold loads in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The Chromium the browser tests drive: Debian's `chromium-headless-shell`, the same version's
 * engine without the desktop browser around it (Playwright's own choice for headless runs). The same
 * tests took a quarter to two fifths less CPU in it: 6 list and dashboard specs (34 tests) 94-103
 * CPU-s against 122-124 in `chromium`, faults and shell (57 tests, a context each) 142 against 232
 * (29 Nov 2026, docs/testing.md "Where the time goes"). Off with PORTAL_SPEED_OFF=headlessShell.
 */
export const TEST_CHROMIUM_PATH = speedTricksOff().has('headlessShell')
  ? CHROMIUM_PATH
  : (process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell');

/** Stops a browser test run before it starts when the browser it drives is not installed, saying how to get it. */
export function requireTestChromium(): void {
  if (existsSync(TEST_CHROMIUM_PATH)) return;
  throw new Error(
    TEST_CHROMIUM_PATH === CHROMIUM_PATH
      ? `The browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH)`
      : `The browser tests drive Chromium's headless shell at ${TEST_CHROMIUM_PATH}: apt-get install chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL_PATH, or PORTAL_SPEED_OFF=headlessShell to drive ${CHROMIUM_PATH})`,
  );
}
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
