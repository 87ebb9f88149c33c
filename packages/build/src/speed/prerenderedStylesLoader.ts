// Part of the prerendered styles trick (prerenderedStyles.ts has its figures, test and switch).
import type { LoaderContext } from 'webpack';
import { renderStyleSample } from './prerenderedStyles';

export interface PrerenderedStylesLoaderOptions {
  /** A tsconfig that includes the sample and every file it renders (the repository's). */
  tsconfigPath: string;
  /**
   * False outside production (emotion labels its styles there, so none of a build-time render
   * would match) and when the trick is switched off: the import then gives no styles.
   */
  render: boolean;
}

/** The import that gives a module its app's prerendered styles: `<styleSample>?prerendered-styles`. */
export const PRERENDERED_STYLES_QUERY = /^\?prerendered-styles$/;

/**
 * Turns an app's style sample, imported with `?prerendered-styles`, into a module whose default
 * export is the sample's CSS (`PrerenderedStyle[]`, rendered at build time as for the shell's page)
 * less what the shell's page carries for every section (the theme's baseline, the shared
 * components): a remote's modules hand it to `adoptPrerenderedStyles` before their components
 * render. The sample itself is never bundled.
 */
export default function prerenderedStylesLoader(this: LoaderContext<PrerenderedStylesLoaderOptions>): void {
  const callback = this.async();
  const { tsconfigPath, render } = this.getOptions();
  // Beside the shell's page: without what it carries for every section.
  const styles = render
    ? renderStyleSample(this.resourcePath, tsconfigPath, 'beside-shell-page')
    : Promise.resolve([]);
  styles.then(
    (rendered) => callback(null, `export default ${JSON.stringify(rendered)};`),
    (error: Error) => callback(error),
  );
}
