// Speed: the preload alone /login 0.92-0.98x, dashboard 0.93-0.99x (1-8 %; README, Performance).
// Guarded by federation.spec.ts ("requested once, by its preload"). Off: PORTAL_SPEED_OFF=preloadLibraries.
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
