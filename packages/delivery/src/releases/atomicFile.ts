import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to `path` so that a reader sees the old file or the new one, never half of either:
 * a temporary file beside it, then a rename (atomic on one file system).
 */
export function writeFileAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
