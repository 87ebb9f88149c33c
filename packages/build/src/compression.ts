import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * How the portal compresses what it sends ahead of time: the build's text files (speed/precompress.ts)
 * and the shell's page once its config is inlined (packages/launcher indexPage.ts). Compressed once,
 * sent many times: the best ratio is worth its time.
 */
export const BEST_BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};
export const BEST_GZIP: ZlibOptions = { level: 9 };
