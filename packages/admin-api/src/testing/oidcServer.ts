import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** An account of the test provider, with Google's claims (null: the claim is absent). */
export interface OidcTestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  hd: string | null;
}

export interface OidcTestServer {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** Stops the provider; the port stays free for `start` again. */
  stop(): Promise<void>;
  /** Starts it again on the same port with a new signing key (`kid`): a key rotation. */
  restartWithNewKey(kid: string): Promise<void>;
}

interface Settings {
  client: { id: string; secret: string; redirectUri: string };
  accounts: OidcTestAccount[];
}

const SCRIPT = path.join(__dirname, 'oidcProviderProcess.mjs');

function launch(
  settings: Settings & { port: number; kid: string },
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, OIDC_SERVER_SETTINGS: JSON.stringify(settings), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`the OIDC test server exited (${code}): ${errors}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** panva's oidc-provider on loopback (testing/oidcProviderProcess.mjs), in a process of its own. */
export async function startOidcTestServer(settings: Settings): Promise<OidcTestServer> {
  let { child, port } = await launch({ ...settings, port: 0, kid: 'key-1' });
  return {
    issuer: `http://127.0.0.1:${port}`,
    stop: () => stopped(child),
    async restartWithNewKey(kid) {
      await stopped(child);
      ({ child, port } = await launch({ ...settings, port, kid }));
    },
  };
}
