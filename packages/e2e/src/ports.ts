import { portsOnBase } from '@portal/registry/apps';

// Where the browser tests run the portal. Each developer or helper can pick its own base
// (E2E_BASE_PORT) so that several runs on one machine never collide.
export const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
export const shellUrl = `http://localhost:${basePort}`;
const apiPort = portsOnBase(basePort).api;
export const apiUrl = `http://localhost:${apiPort}`;
/** The test-only control server of global-setup: stops and starts remotes for fault tests. */
export const controlUrl = `http://127.0.0.1:${apiPort + 1}`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
