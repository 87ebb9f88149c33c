import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /**
   * Calls `listener` if the process ends without `stop` (a crash, a kill), with what it printed that
   * was not a request log (its error).
   */
  onUnexpectedExit(listener: (reason: string, output: string) => void): void;
}

const OUTPUT_KEPT = 64 * 1024;

/** `npm start -w packages/admin-api`: the API as a deployment runs it, settings from the environment. */
export const API_MAIN = path.join(__dirname, '..', 'main.ts');

/**
 * Starts `script` (an entry point that prints its URL once listening) in a Node process of its own
 * with `env` added, and resolves once it listens; seeding an empty database first can take minutes.
 * `ownProcessGroup`: a Ctrl-C in the terminal reaches only the starter, which stops the process in
 * its turn (a launcher stopping the proxy in front first).
 */
export function startApiProcess(
  env: NodeJS.ProcessEnv,
  script = API_MAIN,
  { ownProcessGroup = false } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let output = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      // Its last words are what an unexpected end reports; a long run's request logs are dropped.
      output = `${output}${chunk.toString()}`.slice(-OUTPUT_KEPT);
      const url = listening ? undefined : /listening (?:on )?(http\S+)/i.exec(output)?.[1];
      if (url) {
        listening = true;
        // From here on, only what the process prints besides its request logs: its error, if any.
        output = '';
        child.removeAllListeners('exit');
        resolve({
          url,
          pid: child.pid!,
          stop,
          onUnexpectedExit: (listener) =>
            child.once('exit', (code, signal) => listener(signal ?? `exit code ${code}`, output)),
        });
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the API ended (${code}) before listening:\n${output}`)));
  });
}
