// Speed: not measured alone: the files nginx serves in production (gzip_static, brotli_static) and the
// launcher answers from memory. Guarded by budgets.spec.ts (bytes sent), the launcher's
// staticServer.test.ts and production/topology.spec.ts. Off: PORTAL_SPEED_OFF=precompress (files sent as they are).
import CompressionPlugin from 'compression-webpack-plugin';
import { BEST_BROTLI, BEST_GZIP } from '../compression';

/** What is worth compressing: text the browser downloads. Source maps are left alone: no page loads them. */
const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, so that the static server sends them as they are (packages/launcher staticFiles.ts)
 * instead of compressing each response again.
 */
export function precompressPlugins(): CompressionPlugin[] {
  const common = { test: COMPRESSIBLE, threshold: MIN_BYTES, minRatio: Number.MAX_VALUE };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: BEST_BROTLI,
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: BEST_GZIP,
    }),
  ];
}
