import { readFile, stat } from 'node:fs/promises';

/** A file as a server answers it: its bytes and the copies the build precompressed beside it. */
export interface CachedFile {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Changes whenever the file does (size and modification time, as static servers do). */
  etag: string;
}

interface Entry {
  size: number;
  mtimeMs: number;
  file: CachedFile;
}

const readIfPresent = (path: string) => readFile(path).catch(() => null);

/**
 * Files read once and answered from memory, the way a CDN edge answers, yet never stale: every
 * read checks the file's size and modification time (one `stat`) and rereads a file a deploy has
 * replaced. A missing file, or a folder, reads as null.
 */
export function fileCache(): (path: string) => Promise<CachedFile | null> {
  const entries = new Map<string, Entry>();
  return async (path) => {
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) {
      entries.delete(path);
      return null;
    }
    const known = entries.get(path);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.file;
    const [body, br, gzip] = await Promise.all([
      readIfPresent(path),
      readIfPresent(`${path}.br`),
      readIfPresent(`${path}.gz`),
    ]);
    if (!body) return null;
    const file = {
      body,
      br,
      gzip,
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    };
    entries.set(path, { size: stats.size, mtimeMs: stats.mtimeMs, file });
    return file;
  };
}
