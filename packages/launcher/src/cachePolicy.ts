// Files whose name stays the same from build to build must be revalidated on every load;
// hashed chunks never change and may be cached for good.
const REVALIDATE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|portal-config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

// A precompressed copy (foo.js.br) is cached like the file it stands for.
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(compressedOrPlainPath: string): string {
  const path = compressedOrPlainPath.replace(PRECOMPRESSED, '');
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  if (REVALIDATE.test(path)) return 'no-cache';
  return 'public, max-age=300';
}
