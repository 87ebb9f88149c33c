// `npm run api:restart`: the running `npm start` restarts its API alone when it gets SIGUSR2; the
// command finds it through its pid file and reads the outcome from a status file beside it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESTART_SIGNAL = 'SIGUSR2';
const POLL_MS = 200;

interface ApiStatus {
  state: 'restarting' | 'running' | 'failed';
  /** When this state began (ms since the epoch). */
  at: number;
  message: string;
}

// In the portal's folder (`.data/portal-<shell port>/`), so portals side by side never mix.
const filesFor = (portalFolder: string) => ({
  pid: join(portalFolder, 'launcher.pid'),
  status: join(portalFolder, 'api-status.json'),
});

/**
 * Restarts the API on SIGUSR2 (one at a time) for the portal whose folder is `portalFolder`,
 * printing and recording each outcome. Returns the function that stops listening and removes the files.
 */
export function answerApiRestarts(portalFolder: string, restart: () => Promise<void>): () => void {
  const files = filesFor(portalFolder);
  const record = (state: ApiStatus['state'], message: string) =>
    writeFileSync(files.status, JSON.stringify({ state, at: Date.now(), message } satisfies ApiStatus));
  let restarting = false;
  const onSignal = () => {
    if (restarting) return;
    restarting = true;
    const started = Date.now();
    record('restarting', 'The API is restarting');
    console.log('\nRestarting the API (the portal answers 503 on its paths meanwhile) ...');
    restart()
      .then(
        () => {
          const message = `The API restarted in ${((Date.now() - started) / 1000).toFixed(1)} s`;
          record('running', message);
          console.log(message);
        },
        (error: unknown) => {
          const message = `The API did not start again: ${error instanceof Error ? error.message : String(error)}`;
          record('failed', message);
          console.error(`${message}\nFix it and run npm run api:restart again; the portal stays up.`);
        },
      )
      .finally(() => {
        restarting = false;
      });
  };
  writeFileSync(files.pid, String(process.pid));
  process.on(RESTART_SIGNAL, onSignal);
  return () => {
    process.off(RESTART_SIGNAL, onSignal);
    rmSync(files.pid, { force: true });
    rmSync(files.status, { force: true });
  };
}

function readStatus(file: string): ApiStatus | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ApiStatus;
  } catch {
    return null;
  }
}

/**
 * Asks the `npm start` whose portal folder is `portalFolder` to restart its API, and resolves with
 * the outcome once it is known (rejects when it failed, or no portal runs there).
 */
export async function requestApiRestart(portalFolder: string, timeoutMs = 5 * 60_000): Promise<string> {
  const files = filesFor(portalFolder);
  const pid = existsSync(files.pid) ? Number(readFileSync(files.pid, 'utf8')) : NaN;
  const asked = Date.now();
  try {
    process.kill(pid, RESTART_SIGNAL);
  } catch {
    throw new Error(
      `No npm start runs this portal (no live process in ${files.pid}): is the base port right?`,
    );
  }
  while (Date.now() - asked < timeoutMs) {
    const status = readStatus(files.status);
    if (status && status.at > asked && status.state !== 'restarting') {
      if (status.state === 'failed') throw new Error(status.message);
      return status.message;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`The API did not restart within ${timeoutMs / 1000} s: see the npm start terminal`);
}
