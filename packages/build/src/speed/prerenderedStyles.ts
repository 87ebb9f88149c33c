// Speed: side by side, the build without it / with it: lists 1.04-1.12x, other pages 0.99-1.01x,
// 1.05x pooled over 21 rounds (26 Nov; (docs/performance.md, speed tricks side by side)); the filter
// fields, the dashboard and its embedded list added on 29 Nov: 1.03x pooled, within the noise
// (docs/performance.md, fewer rules inserted at run time). Guarded by prerenderedStylesLoader.test.ts
// and styles.spec.ts. Off: PORTAL_SPEED_OFF=prerenderedStyles.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Compiler } from 'webpack';
import type { PrerenderedStyle } from '@portal/ui-core/prerenderStyles';
import type { StylePlacement } from './renderStyleSample';

const NAME = 'PrerenderedStylesPlugin';

/** Text that cannot end the <style> element it is written into. */
const inStyleElement = (css: string) => css.replaceAll('</', '<\\/');

/** Renders a style sample module in a process of its own (renderStyleSample.ts) and gives its styles. */
export async function renderStyleSample(
  samplePath: string,
  tsconfigPath: string,
  placement: StylePlacement,
): Promise<PrerenderedStyle[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'renderStyleSample.ts'), samplePath, placement],
    {
      // Emotion and MUI label their styles outside production, which changes every class name.
      // tsx compiles JSX only in the files its tsconfig includes: the packages' too.
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: tsconfigPath },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as PrerenderedStyle[];
}

/**
 * Writes the CSS of an app's style sample (its frame and the shared components, rendered at build
 * time) into its index.html, marked as emotion marks server-rendered styles. On a cold load the
 * browser then has those rules with the page instead of compiling and inserting each one as
 * components first render; anything the sample misses is inserted at run time as before.
 */
export class PrerenderedStylesPlugin {
  constructor(
    private readonly samplePath: string,
    /** A tsconfig that includes the sample and every file it renders (the repository's). */
    private readonly tsconfigPath: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (groups) => {
        const styles = await renderStyleSample(this.samplePath, this.tsconfigPath, 'own-page');
        groups.headTags.push(
          ...styles.map(({ dataEmotion, css }) =>
            HtmlWebpackPlugin.createHtmlTagObject(
              'style',
              { 'data-emotion': dataEmotion },
              inStyleElement(css),
            ),
          ),
        );
        return groups;
      });
    });
  }
}
