import createCache, { type EmotionCache } from '@emotion/cache';
import type { PrerenderedStyle } from './prerenderedStyle';

/**
 * The key of emotion's default cache. A cache adopts, when it is created, the prerendered styles
 * marked with its key that the page carries (the shell's).
 */
export const PORTAL_STYLE_CACHE_KEY = 'css';

/**
 * The emotion cache every portal screen renders with (PortalThemeProvider), held here so that a
 * module can hand it prerendered styles before its components render. None outside a browser:
 * rendering at build time brings its own.
 */
export const portalStyleCache: EmotionCache | null =
  typeof document === 'undefined' ? null : createCache({ key: PORTAL_STYLE_CACHE_KEY });

const adoptedElements = new Set<string>();

/**
 * Puts a module's prerendered styles (a remote's, from its `styleSample`) into the page once and
 * marks their names as inserted, so that its components insert none of them again. The browser
 * parses them as one style sheet instead of emotion compiling and inserting each rule as components
 * first render, which also restyles the page on every rule.
 */
export function adoptPrerenderedStyles(styles: readonly PrerenderedStyle[]): void {
  if (!portalStyleCache) return;
  for (const { dataEmotion, css } of styles) {
    if (adoptedElements.has(dataEmotion)) continue;
    adoptedElements.add(dataEmotion);
    const [key, ...names] = dataEmotion.split(' ');
    // A global style is found by its element (emotion's Global looks it up by name when it mounts).
    if (key === PORTAL_STYLE_CACHE_KEY) for (const name of names) portalStyleCache.inserted[name] = true;
    const element = document.createElement('style');
    element.setAttribute('data-emotion', dataEmotion);
    element.textContent = css;
    document.head.appendChild(element);
  }
}
