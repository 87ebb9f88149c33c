import type { FastifyReply, FastifyRequest } from 'fastify';
import { extname, join, posix, sep } from 'node:path';
import { cacheControlFor } from './cachePolicy';
import { fileCache, type CachedFile } from './fileCache';

// What a build holds; anything else is served as bytes.
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The precompressed copy to send: brotli, then gzip, as the client accepts them (q=0 refuses). */
export function acceptedEncoding(header: string | undefined, available: { br: boolean; gzip: boolean }) {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (available.br && accepted.has('br')) return 'br';
  if (available.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A request target's path, percent-decoded once and normalised (`..` and `.` resolved, never above
 * `/`): every rule of the static servers matches this, and it names the file read, so no second
 * decoding can turn a refused spelling into a served file. Null when it is not percent-encoded
 * UTF-8 or holds a NUL.
 */
export function decodedPathOf(url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return posix.normalize(`/${decoded}`);
}

/** The file under `root` at a decoded path, or null when it would leave `root`. */
function fileUnder(root: string, sitePath: string): string | null {
  const path = join(root, sitePath);
  return path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? path : null;
}

/**
 * Sends `file` with the compressed copy the client accepts and its validator: 304 when the client
 * already has this version.
 */
export async function sendCachedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedFile,
  headers: { contentType: string; cacheControl: string },
): Promise<void> {
  const encoding = acceptedEncoding(request.headers['accept-encoding'], {
    br: file.br !== null,
    gzip: file.gzip !== null,
  });
  reply
    .header('Content-Type', headers.contentType)
    .header('Cache-Control', headers.cacheControl)
    .header('ETag', file.etag);
  if (request.headers['if-none-match'] === file.etag) {
    await reply.code(304).send();
    return;
  }
  if (encoding) reply.header('Content-Encoding', encoding);
  await reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body);
}

/**
 * Answers a build's files from memory (see fileCache), with the precompressed copy the client
 * accepts, its cache policy and a validator. Resolves false when `root` has no such file. With
 * `urlPrefix`, `root` is answered under that path ('/releases') instead of at '/'.
 */
export function staticFilesOf(root: string, urlPrefix = '') {
  const read = fileCache();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const fullPath = request.sitePath;
    if (!fullPath.startsWith(`${urlPrefix}/`)) return false;
    const path = fileUnder(root, fullPath.slice(urlPrefix.length));
    const file = path && (await read(path));
    if (!path || !file) return false;
    await sendCachedFile(request, reply, file, {
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(path),
    });
    return true;
  };
}
