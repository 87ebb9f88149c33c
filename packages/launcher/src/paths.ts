import { join, resolve } from 'node:path';

/** The repository root, wherever the launcher is started from. */
export const REPO_ROOT = resolve(__dirname, '../../..');

export const appDir = (dir: string) => join(REPO_ROOT, dir);
export const distDir = (dir: string) => join(REPO_ROOT, dir, 'dist');
