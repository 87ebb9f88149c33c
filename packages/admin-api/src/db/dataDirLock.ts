import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite has no postmaster to stop a second process from opening the same folder, and two
// writers corrupt it; a lock file beside the folder holds the owner's process id and, on Linux,
// its start time, so a pid reused by another process (a container restarted with its volume
// kept) does not count as the owner. Taking it is
// atomic: exclusive create (a hard link of a complete file), or, over the lock of a process that has ended, an atomic rename made
// under a short-lived takeover file that only one process can create.

const lockPathOf = (dataDir: string) => `${dataDir}.lock`;
const takeoverPathOf = (dataDir: string) => `${dataDir}.lock.takeover`;

/** The folders this process has open: a second API in the same process must not open one again. */
const openInThisProcess = new Set<string>();

/** When process `pid` started (clock ticks since boot, /proc/<pid>/stat field 22); null where unknown. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The process a lock file names (`<pid>` or `<pid> <start time>`), negated when that pid now
 * belongs to a process started at another time: a negative id is never running, so the lock is stale.
 */
function readPid(file: string): number | null {
  try {
    const [pidText = '', started] = readFileSync(file, 'utf8').trim().split(' ');
    const pid = Number(pidText);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    // Another process under a reused pid: the owner has ended.
    if (started !== undefined && isRunning(pid) && startTimeOf(pid) !== started) return -pid;
    return pid;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownLockText = () => [process.pid, startTimeOf(process.pid)].filter((part) => part !== null).join(' ');

/** A new file beside `file` naming this process, complete before anyone can see it as `file`. */
function writeOwnPid(file: string): string {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, ownLockText());
  return temporary;
}

/** Creates `file` holding this process's id, in one step (a hard link); false when it already exists. */
function createExclusively(file: string): boolean {
  const temporary = writeOwnPid(file);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The process holding the folder, if it is still running and is not this one. */
export function dataDirOwner(dataDir: string): number | null {
  const pid = readPid(lockPathOf(dataDir));
  return pid !== null && pid !== process.pid && isRunning(pid) ? pid : null;
}

function inUse(dataDir: string, owner: number | string): Error {
  return new Error(
    `The data folder ${dataDir} is in use by ${typeof owner === 'number' ? `process ${owner}` : owner} (lock file ${lockPathOf(dataDir)}); stop it, or set DATA_DIR to another folder or memory://. If no API uses the folder, delete ${lockPathOf(dataDir)}`,
  );
}

/**
 * Replaces a stale lock (its process has ended, or is this one without the folder open) with
 * this process's. Only the process that creates the takeover file may do it; the lock file is
 * replaced by rename, so it never disappears and a plain exclusive create cannot slip in.
 */
function takeOverStaleLock(dataDir: string, stalePid: number | null): void {
  const lockPath = lockPathOf(dataDir);
  const takeoverPath = takeoverPathOf(dataDir);
  if (!createExclusively(takeoverPath)) {
    const taker = readPid(takeoverPath);
    if (taker !== null && isRunning(taker)) throw inUse(dataDir, `process ${taker}, which is starting`);
    // Gone since this process tried to create it: its taker finished and holds the folder now.
    if (taker === null) throw inUse(dataDir, dataDirOwner(dataDir) ?? 'another process');
    throw new Error(
      `A start was interrupted while taking over ${lockPath}; delete ${takeoverPath} and start again`,
    );
  }
  try {
    if (readPid(lockPath) !== stalePid) throw inUse(dataDir, dataDirOwner(dataDir) ?? 'another process');
    renameSync(writeOwnPid(lockPath), lockPath);
  } finally {
    unlinkSync(takeoverPath);
  }
}

/** Takes the folder for this process; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = lockPathOf(dataDir);
  if (openInThisProcess.has(dataDir)) throw inUse(dataDir, 'this process (another API opened it)');
  mkdirSync(path.dirname(lockPath), { recursive: true });
  if (!createExclusively(lockPath)) {
    const pid = readPid(lockPath);
    if (pid !== null && pid !== process.pid && isRunning(pid)) throw inUse(dataDir, pid);
    takeOverStaleLock(dataDir, pid);
  }
  openInThisProcess.add(dataDir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openInThisProcess.delete(dataDir);
    if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
  };
}
