import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite has no postmaster to stop a second process from opening the same folder, and two
// writers corrupt it; a lock file beside the folder holds the owner's process id.

const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/** The process holding the folder, if it is still running and is not this one. */
export function dataDirOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(lockPathOf(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale lock of a process that ended without releasing it
  }
}

/** Takes the folder for this process; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(
      `The data folder ${dataDir} is in use by process ${owner}; stop it, or set DATA_DIR to another folder or memory://`,
    );
  }
  const lockPath = lockPathOf(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
