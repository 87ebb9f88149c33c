import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PortalThemeProvider } from './PortalThemeProvider';

/** One `<style>` element for the page's head, marked as emotion marks the styles of a server render. */
export interface PrerenderedStyle {
  dataEmotion: string;
  css: string;
}

// The browser's emotion cache (the default one) adopts only styles marked with its own key.
const CACHE_KEY = 'css';

/**
 * The CSS emotion writes for `sample`, rendered in the portal's theme (light, as a page first
 * renders without a stored choice), as `<style>` elements the browser's cache adopts on start:
 * one per global style (emotion's `Global` looks each up by name), then one with every class and
 * keyframes. A component rendered later whose styles are among them inserts nothing.
 */
export function prerenderStyles(sample: ReactNode): PrerenderedStyle[] {
  const cache = createCache({ key: CACHE_KEY });
  // Compat mode collects each rule in `cache.inserted` instead of writing <style> into the markup.
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <PortalThemeProvider>{sample}</PortalThemeProvider>
    </CacheProvider>,
  );
  const classes: [string, string][] = [];
  const globals: [string, string][] = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    // Rules are strings (a browser's cache stores `true` instead).
    if (typeof css !== 'string') continue;
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
