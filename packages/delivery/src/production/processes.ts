// Pid files of the processes `npm run start:production` runs, so a run whose launcher was killed
// leaves nothing in the way of the next one (and a test can kill one API process).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The command line of process `pid`, empty when there is none (Linux). */
function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Resolves once `pid` has ended, after `signal` and, if still there after `graceMs`, SIGKILL. */
export async function endProcess(pid: number, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function writePidFile(file: string, pid: number): void {
  writeFileSync(file, `${pid}\n`);
}

export function readPidFile(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Ends the process a pid file names if it still runs and its command line contains `command` (a
 * pid reused by an unrelated process is left alone), and removes the file.
 */
export async function endStaleProcess(file: string, command: string, signal: NodeJS.Signals): Promise<void> {
  const pid = readPidFile(file);
  if (pid !== null && commandLineOf(pid).includes(command)) {
    console.log(`  ending ${command} (pid ${pid}) left running by an earlier start`);
    await endProcess(pid, signal);
  }
  rmSync(file, { force: true });
}
