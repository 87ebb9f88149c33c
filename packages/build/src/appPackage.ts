import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppPackage {
  version?: string;
  dependencies?: Record<string, string>;
}

/** The app's package.json: its version and the ranges of what it depends on. */
export function readAppPackage(appDir: string): AppPackage {
  return JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as AppPackage;
}
