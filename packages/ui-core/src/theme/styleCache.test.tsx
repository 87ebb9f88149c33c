import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { PortalThemeProvider } from './PortalThemeProvider';
import { adoptPrerenderedStyles, portalStyleCache } from './styleCache';
import { createPortalTheme } from './theme';

const purpleBox = <Box data-testid="box" sx={{ color: 'rebeccapurple' }} />;

/** The rules in a cache's own elements (emotion writes them with insertRule or as text). */
const rulesOf = (tags: HTMLStyleElement[]) =>
  tags
    .map((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') || tag.textContent)
    .join('');

/** The box's class name and rule, as a cache of its own inserts them (what a build-time render writes). */
function boxStyle(): { name: string; css: string } {
  const cache = createCache({ key: 'css' });
  const { unmount } = render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createPortalTheme('light')}>{purpleBox}</ThemeProvider>
    </CacheProvider>,
  );
  const className = [...screen.getByTestId('box').classList].find((name) => name.startsWith('css-'))!;
  const css = rulesOf(cache.sheet.tags);
  unmount();
  cache.sheet.flush();
  return { name: className.slice('css-'.length), css };
}

const rulesInsertedByEmotion = () => rulesOf(portalStyleCache!.sheet.tags);

test('a component whose prerendered styles were adopted inserts none of them, and the page has them once', () => {
  const { name, css } = boxStyle();
  expect(css).toMatch(new RegExp(`\\.css-${name} ?\\{ ?color: ?rebeccapurple;? ?\\}`));

  adoptPrerenderedStyles([{ dataEmotion: `css ${name}`, css }]);
  adoptPrerenderedStyles([{ dataEmotion: `css ${name}`, css }]);
  render(<PortalThemeProvider>{purpleBox}</PortalThemeProvider>);

  expect(screen.getByTestId('box')).toHaveClass(`css-${name}`);
  expect(rulesInsertedByEmotion()).not.toContain('rebeccapurple');
  const adopted = document.querySelectorAll(`style[data-emotion="css ${name}"]`);
  expect(adopted).toHaveLength(1);
  expect(adopted[0]!.textContent).toBe(css);
});

test('styles not among the adopted ones are inserted as before', () => {
  adoptPrerenderedStyles([{ dataEmotion: 'css unrelated', css: '.css-unrelated{color:red;}' }]);
  render(
    <PortalThemeProvider>
      <Box sx={{ color: 'teal' }} />
    </PortalThemeProvider>,
  );
  expect(rulesInsertedByEmotion()).toContain('teal');
});

test("styles the page carried when it started (a remote's own page) are not put in it again", () => {
  // Emotion's cache marks the classes of the prerendered elements it adopts from the page.
  portalStyleCache!.inserted['carried'] = true;
  adoptPrerenderedStyles([{ dataEmotion: 'css carried', css: '.css-carried{color:navy;}' }]);
  expect(document.querySelector('style[data-emotion="css carried"]')).toBeNull();
});

test('a global style is put in the page under its name, without marking any class as inserted', () => {
  adoptPrerenderedStyles([{ dataEmotion: 'css-global 1abcd', css: 'main{outline:none;}' }]);
  expect(document.querySelector('style[data-emotion="css-global 1abcd"]')?.textContent).toBe(
    'main{outline:none;}',
  );
  expect(portalStyleCache!.inserted['1abcd']).toBeUndefined();
  adoptPrerenderedStyles([{ dataEmotion: 'css-global 1abcd', css: 'main{outline:none;}' }]);
  expect(document.querySelectorAll('style[data-emotion="css-global 1abcd"]')).toHaveLength(1);
});
