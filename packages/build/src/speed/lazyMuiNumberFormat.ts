// Speed: side by side, the build without it / with it: pages with tables 1.00-1.10x, 1.04x pooled
// over 21 rounds, 1.01x over 11 (26 Nov; (docs/performance.md, speed tricks side by side)). Guarded by lazyMuiNumberFormat.test.ts
// and the browser test intl.spec.ts. Off: PORTAL_SPEED_OFF=lazyMuiNumberFormat.
import type { Compiler } from 'webpack';

const NAME = 'LazyMuiNumberFormatPlugin';

/**
 * What stands in for MUI's number formatter factory: the same, made when first used. It lives with
 * the tables in @portal/ui, so that the shell's build puts it in their chunk.
 */
export const LAZY_BUILD_FORMAT_NUMBER = require.resolve('@portal/ui/muiFormatNumber');

const MUI_DIR = /[\\/]@mui[\\/]material[\\/]/;
const BUILD_FORMAT_NUMBER = /(^|[\\/])locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;

/** Whether an import (`request`, from a module in `context`) is MUI's number formatter factory. */
export function isMuiBuildFormatNumber(context: string, request: string): boolean {
  return MUI_DIR.test(`${context}/`) && BUILD_FORMAT_NUMBER.test(request);
}

/**
 * Builds an app with MUI's number formatter factory swapped for @portal/ui's muiFormatNumber.ts
 * (see there why). The import is redirected before it resolves, so the stand-in is compiled like
 * the app's own TypeScript.
 */
export class LazyMuiNumberFormatPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (resolveData) => {
        if (isMuiBuildFormatNumber(resolveData.context, resolveData.request)) {
          resolveData.request = LAZY_BUILD_FORMAT_NUMBER;
        }
      });
    });
  }
}
