import { chmodSync, closeSync, openSync } from 'node:fs';

/** Creates `path` if it is missing, and leaves it readable and writable by its owner only (0600). */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}
