// Speed: side by side, the build without it / with it, two runs of 7 and 9 rounds (29 Nov): dashboard
// 1.11x and 1.08x, the lists 1.04-1.15x (activities 0.96x once), a user's page 0.94x then 1.22x,
// /login 1.00x and 0.92x, first visits from the menu 0.99-1.22x (docs/performance.md, speed tricks
// side by side). Guarded by federation.spec.ts ("every script of the dashboard's cold load starts
// with V8's compile hint"). Off: PORTAL_SPEED_OFF=compileHints.
import { Compilation, sources, type Compiler } from 'webpack';

const NAME = 'CompileHintsPlugin';

/**
 * V8's explicit compile hint (Chromium 136 and later), at the very top of a script: every function
 * in it is compiled eagerly, on a background thread while the file streams in, instead of on the
 * main thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every script of the build with COMPILE_HINT: a page's scripts are chunks it loads to run
 * now, and a cold load spends a third of its main thread compiling functions at their first call.
 * Added after minification (which drops comments) and before the source maps and the compressed
 * copies are written, so that both include it.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
