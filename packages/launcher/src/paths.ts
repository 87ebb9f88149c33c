import { join, resolve } from 'node:path';

/** The repository root, wherever the launcher is started from. */
export const REPO_ROOT = resolve(__dirname, '../../..');

export const appDir = (dir: string) => join(REPO_ROOT, dir);
/** An app's production build; `root` is another checkout's root when its builds are served instead. */
export const distDir = (dir: string, root = REPO_ROOT) => join(root, dir, 'dist');
