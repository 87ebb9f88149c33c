// Speed: dashboard 0.95-0.99x, user page 0.96-0.99x (1-5 %; README, Performance). Guarded by
// compileHints.test.ts and the launcher's build.test.ts. Off: PORTAL_SPEED_OFF=compileHints.
import type { Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * all its functions compiled while it streams in, on a background thread, instead of each one on
 * the main thread the first time it is called.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const NAME = 'EagerCompileHintPlugin';

/**
 * Puts EAGER_COMPILE_HINT at the top of every JavaScript file of a remote's build. A remote's files
 * load when its section opens and nearly all of their code runs at once (its page, its vendor
 * chunks such as the dashboard's charts). Not for the shell: its shared-library chunks hold much
 * that a page never calls, which would be compiled for nothing (README, Decisions).
 */
export class EagerCompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment, and before the source maps are
        // written, so that they count the added line.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(`${EAGER_COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }
}
