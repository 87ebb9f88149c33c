import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the API's process creates is its owner's only: files 0600, folders 0700. */
const OWNER_ONLY_UMASK = 0o077;

/**
 * Makes `folder` and everything under it its owner's only (folders 0700, files 0600), creating
 * it when missing, and sets the process's umask so what it creates next is too. A folder made by
 * an older version, or by a tool that writes its files 0666 whatever the umask (PGlite's
 * file system does), is fixed at each start; the folder's own 0700 keeps every other local user
 * out of what is created inside it meanwhile.
 */
export function makeOwnerOnly(folder: string): void {
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const fix = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if (stats.isDirectory()) {
      chmodSync(entry, 0o700);
      for (const name of readdirSync(entry)) fix(path.join(entry, name));
    } else if ((stats.mode & 0o077) !== 0) {
      chmodSync(entry, stats.mode & 0o700);
    }
  };
  fix(folder);
}

/** Makes the log file `logFile` and its rotated siblings (admin-api.1.log, ...) owner-only, where they exist. */
export function makeLogFilesOwnerOnly(logFile: string): void {
  process.umask(OWNER_ONLY_UMASK);
  const folder = path.dirname(logFile);
  if (!existsSync(folder)) return;
  const stem = path.basename(logFile).replace(/\.log$/, '');
  for (const name of readdirSync(folder)) {
    if (name.startsWith(stem)) chmodSync(path.join(folder, name), 0o600);
  }
}

/**
 * Lets other users pass through `folder` and every folder above it (o+x, never the right to list
 * or write): a server that root starts under a user of its own (PostgreSQL, nginx's workers) must
 * reach its files even below an owner-only folder (`.data`, a clone in a `mktemp -d` folder).
 */
export function letOthersPassThrough(folder: string): void {
  for (let above = path.resolve(folder); above !== path.dirname(above); above = path.dirname(above)) {
    const { mode } = statSync(above);
    if ((mode & 0o001) === 0) chmodSync(above, (mode & 0o7777) | 0o001);
  }
}
