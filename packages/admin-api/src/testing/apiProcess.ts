import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** `npm start -w packages/admin-api`: the API as a deployment runs it, settings from the environment. */
export const API_MAIN = path.join(__dirname, '..', 'main.ts');

/**
 * Starts `script` (an entry point that prints its URL once listening) in a Node process of its own
 * with `env` added, and resolves once it listens; seeding an empty database first can take minutes.
 */
export function startApiProcess(env: NodeJS.ProcessEnv, script = API_MAIN): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening (?:on )?(http\S+)/i.exec(output)?.[1];
      if (url) resolve({ url, stop });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the API ended (${code}) before listening:\n${output}`)));
  });
}
