// Part of the prerendered styles trick (prerenderedStyles.ts has its figures, test and switch).
// `node --import tsx renderStyleSample.ts <sample module> <placement>`: prints the prerendered
// styles of the module's default export (a React element) as JSON. PrerenderedStylesPlugin and
// prerenderedStylesLoader run it in a process of its own so that emotion and MUI name their styles
// as in the production bundle.
import { createElement } from 'react';
import { pathToFileURL } from 'node:url';

/**
 * Where the styles go: into the app's own page, or beside the shell's page, which carries some
 * already (a remote's modules adopt the rest when they load).
 */
export type StylePlacement = 'own-page' | 'beside-shell-page';
const PLACEMENTS: readonly string[] = ['own-page', 'beside-shell-page'] satisfies StylePlacement[];

const [samplePath, placement] = process.argv.slice(2);
if (!samplePath || !placement || !PLACEMENTS.includes(placement) || process.env.NODE_ENV !== 'production') {
  console.error(
    `usage: NODE_ENV=production node --import tsx renderStyleSample.ts <sample module> <${PLACEMENTS.join('|')}>`,
  );
  process.exit(2);
}

/** What the shell's page carries for every section: the theme's baseline and the shared components. */
async function shellPageStyles() {
  const [{ UiStyleSample }, { MemoryRouter }] = await Promise.all([
    import('@portal/ui/styleSample'),
    import('@portal/router'),
  ]);
  return createElement(MemoryRouter, null, createElement(UiStyleSample));
}

async function main(samplePath: string) {
  const { prerenderStyles } = await import('@portal/ui-core/prerenderStyles');
  const { default: sample } = await import(pathToFileURL(samplePath).href);
  const inPageAlready = placement === 'beside-shell-page' ? await shellPageStyles() : undefined;
  process.stdout.write(JSON.stringify(prerenderStyles(sample, inPageAlready)));
}
main(samplePath).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
