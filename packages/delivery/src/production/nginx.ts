// Debian's nginx, installed when missing (as .ci/run installs chromium and postgresql), run in the
// foreground by the launcher on the configuration writeNginxConfig wrote.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { endProcess } from './processes';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian 12's packages: nginx, and the module that sends the builds' .br copies. */
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs Debian's nginx and its brotli_static module when missing (root only; `apt-get update`
 * first). Resolves whether the brotli module is there: where Debian has none, gzip copies only.
 */
export function ensureNginxInstalled(): { brotli: boolean } {
  const brotli = () => existsSync(BROTLI_STATIC_MODULE);
  if (existsSync(NGINX) && brotli()) return { brotli: true };
  const missing = existsSync(NGINX) ? NGINX_PACKAGES.slice(1) : NGINX_PACKAGES;
  if (process.getuid?.() !== 0) {
    if (!existsSync(NGINX)) throw new Error(`nginx is not installed: apt-get install ${missing.join(' ')}`);
    console.log(`nginx has no brotli module (apt-get install ${missing.join(' ')}): gzip copies only`);
    return { brotli: false };
  }
  console.log(`Installing Debian ${missing.join(', ')} ...`);
  if (!aptGet(['update', '-qq'])) throw new Error('apt-get update failed');
  // One at a time: a Debian without the brotli package still gets nginx.
  for (const name of missing) {
    if (!aptGet(['install', '-y', '-qq', '--no-install-recommends', name]) && name === 'nginx') {
      throw new Error('apt-get install nginx failed');
    }
  }
  if (!brotli()) console.log('No brotli module for nginx on this machine: gzip copies only');
  return { brotli: brotli() };
}

export interface RunningNginx {
  pid: number;
  /** Calls `listener` if nginx ends without `stop`. */
  onUnexpectedExit(listener: (reason: string) => void): void;
  stop(): Promise<void>;
}

/** Checks the configuration, then runs nginx on it in the foreground until `stop`; resolves once `url` answers. */
export async function startNginx(confFile: string, url: string): Promise<RunningNginx> {
  const args = ['-c', confFile, '-g', 'daemon off;'];
  const check = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);

  // Its own process group: a Ctrl-C reaches the launcher only, which stops nginx first, gracefully.
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve((ended = signal ?? `exit code ${code}`))),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (ended) throw new Error(`nginx ended (${ended}):\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer ${url} within 30 s:\n${errors}`);
    }
    try {
      await fetch(url, { method: 'HEAD' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let stopping = false;
  return {
    pid: child.pid!,
    onUnexpectedExit: (listener) => void exited.then((reason) => stopping || listener(reason)),
    async stop() {
      stopping = true;
      // SIGQUIT: finish the requests in flight, then end.
      if (child.exitCode === null && child.signalCode === null) await endProcess(child.pid!, 'SIGQUIT');
    },
  };
}
