import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PortalThemeProvider } from './PortalThemeProvider';
import type { PrerenderedStyle } from './prerenderedStyle';
import { PORTAL_STYLE_CACHE_KEY as CACHE_KEY } from './styleCache';

export type { PrerenderedStyle };

/**
 * The CSS emotion writes for `sample`, rendered in the portal's theme (light, as a page first
 * renders without a stored choice), as `<style>` elements the browser's cache adopts on start:
 * one per global style (emotion's `Global` looks each up by name), then one with every class and
 * keyframes. A component rendered later whose styles are among them inserts nothing. Styles that
 * `inPageAlready` also renders (what the page carries anyway) are left out.
 */
export function prerenderStyles(sample: ReactNode, inPageAlready?: ReactNode): PrerenderedStyle[] {
  const cache = createCache({ key: CACHE_KEY });
  // Compat mode collects each rule in `cache.inserted` instead of writing <style> into the markup.
  cache.compat = true;
  const render = (element: ReactNode) =>
    renderToString(
      <CacheProvider value={cache}>
        <PortalThemeProvider>{element}</PortalThemeProvider>
      </CacheProvider>,
    );
  if (inPageAlready !== undefined) render(inPageAlready);
  const known = new Set(Object.keys(cache.inserted));
  render(sample);
  const classes: [string, string][] = [];
  const globals: [string, string][] = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    // Rules are strings (a browser's cache stores `true` instead).
    if (typeof css !== 'string' || known.has(name)) continue;
    // An empty style still has a name to mark: a global one needs no element.
    const isClassOrKeyframes =
      css === '' || css.includes(`.${CACHE_KEY}-${name}`) || css.includes(`@keyframes ${name}{`);
    (isClassOrKeyframes ? classes : globals).push([name, css]);
  }
  return [
    ...globals.map(([name, css]) => ({ dataEmotion: `${CACHE_KEY}-global ${name}`, css })),
    {
      dataEmotion: [CACHE_KEY, ...classes.map(([name]) => name)].join(' '),
      css: classes.map(([, css]) => css).join(''),
    },
  ];
}
