import { REPO_ROOT } from '@portal/launcher';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The single-bundle react-admin app the portal is compared with (../shared/peers/react-admin). */
export const PEER_DIR = resolve(process.env.BENCH_PEER_DIR ?? join(REPO_ROOT, '../shared/peers/react-admin'));

export interface RunningPeer {
  url: string;
  close(): Promise<void>;
}

/** Serves the peer's production build with its own server (static files gzipped once, API under /api). */
export async function startPeer(port: number): Promise<RunningPeer> {
  if (!existsSync(join(PEER_DIR, 'dist', 'index.html'))) {
    throw new Error(
      `${PEER_DIR}/dist is missing: build the peer with its own commands (npm ci && npm run build in a copy), ` +
        'then point BENCH_PEER_DIR at that copy',
    );
  }
  const { server } = createRequire(__filename)(join(PEER_DIR, 'server', 'server.js')) as { server: Server };
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
