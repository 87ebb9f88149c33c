// Speed: side by side, the build without it / with it: /login 1.17x, other pages 0.96-1.03x (26 Nov;
// (docs/performance.md, speed tricks side by side)). Guarded by federation.spec.ts ("requested once, by its preload").
// Off: PORTAL_SPEED_OFF=preloadLibraries.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { LIBRARIES_CHUNK } from './sharedLibraryChunks';

const NAME = 'PreloadLibrariesPlugin';

/**
 * Writes a preload of the shell's `libraries` chunk into its index.html, after the entry's script.
 * Every page needs that chunk before its first render, but the entry only asks for it once it has
 * run (Module Federation's runtime starts first, about 30 ms on a cold load): with the preload its
 * download starts with the page's.
 */
export class PreloadLibrariesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const files = compilation.namedChunks.get(LIBRARIES_CHUNK)?.files ?? [];
        const script = [...files].find((file) => file.endsWith('.js'));
        if (script) {
          groups.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${groups.publicPath}${script}`,
            }),
          );
        }
        return groups;
      });
    });
  }
}
