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

/** Whether the page has this style element's CSS already (adopted before, or in its own HTML). */
function inPageAlready(cache: EmotionCache, key: string, names: readonly string[], dataEmotion: string) {
  // Emotion's cache marks the classes of every prerendered element it adopted as inserted; a
  // global style keeps its own element, found by name.
  return key === PORTAL_STYLE_CACHE_KEY
    ? names.every((name) => cache.inserted[name] !== undefined)
    : document.querySelector(`style[data-emotion="${dataEmotion}"]`) !== null;
}

/**
 * Puts a module's prerendered styles (a remote's, from its `styleSample`) into the page and marks
 * their names as inserted, so that its components insert none of them again. The browser parses
 * them as one style sheet instead of emotion compiling and inserting each rule as components first
 * render, which also restyles the page on every rule. Styles the page has already are skipped: a
 * second load of the module, or the remote's own page, whose HTML carries its whole sample.
 */
export function adoptPrerenderedStyles(styles: readonly PrerenderedStyle[]): void {
  if (!portalStyleCache) return;
  for (const { dataEmotion, css } of styles) {
    const [key = '', ...names] = dataEmotion.split(' ');
    if (inPageAlready(portalStyleCache, key, names, dataEmotion)) continue;
    // A global style is found by its element (emotion's Global looks it up by name when it mounts).
    if (key === PORTAL_STYLE_CACHE_KEY) for (const name of names) portalStyleCache.inserted[name] = true;
    const element = document.createElement('style');
    element.setAttribute('data-emotion', dataEmotion);
    element.textContent = css;
    document.head.appendChild(element);
  }
}
