import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';
import { BEST_BROTLI, BEST_GZIP } from './compression';

/** What is worth compressing: text the browser downloads. Smaller files gain nothing. */
const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;
const MIN_BYTES = 1024;

const NAME = 'PrecompressPlugin';

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, so that the static server sends them as they are (packages/launcher staticFiles.ts)
 * instead of compressing each response again. Source maps are left alone: no page loads them.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other plugin changed its assets (the manifest's stamp included).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(file)) continue;
            const content = source.buffer();
            if (content.length < MIN_BYTES) continue;
            compilation.emitAsset(
              `${file}.br`,
              new sources.RawSource(brotliCompressSync(content, BEST_BROTLI)),
            );
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzipSync(content, BEST_GZIP)));
          }
        },
      );
    });
  }
}
