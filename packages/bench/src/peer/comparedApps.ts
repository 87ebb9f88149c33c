import { signInThroughStandIn, type SignedInAccount } from '@portal/e2e/signIn';
import { startPortal, type RunningPortal } from '@portal/launcher';
import { startPeer, type RunningPeer } from './peerServer';

// The peer holds a few hundred rows per resource in memory; the portal runs on its small data set
// (not the large one of the other figures), so both compare page loads rather than databases.
const DATA_DIR = '.data/admin-api-small';

/** The peer's fake sign-in: any user stored under this key in its page's storage is signed in. */
export const PEER_AUTH = {
  name: 'ra-peer-user',
  value: JSON.stringify({ id: 'staff', fullName: 'Staff User' }),
};

export interface ComparedApps {
  portal: RunningPortal;
  peer: RunningPeer;
  /** A staff session of the portal's API, for its pages' storage. */
  account: SignedInAccount;
  close(): Promise<void>;
}

/**
 * The portal on `basePort` (small data set, the API in its own process as `npm start` runs it, so
 * its work never holds up the servers of the apps' files), the peer on `peerPort`, and a session
 * of the portal: what every side-by-side measure starts from.
 */
export async function startComparedApps(basePort: number, peerPort: number): Promise<ComparedApps> {
  const portal = await startPortal({
    basePort,
    api: { dataDir: DATA_DIR, seedScale: 'small' },
    apiProcess: true,
  });
  let peer: RunningPeer | undefined;
  try {
    peer = await startPeer(peerPort);
    const account = await signInThroughStandIn(portal.apiUrl, portal.shellUrl, 'admin@example.com');
    const running = peer;
    return {
      portal,
      peer: running,
      account,
      async close() {
        await running.close();
        await portal.close();
      },
    };
  } catch (error) {
    await peer?.close();
    await portal.close();
    throw error;
  }
}
