/** @jest-environment node */
// Node, as at build time: emotion collects rules as strings only outside a browser.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import { prerenderStyles } from './prerenderStyles';

const sample = (
  <>
    <GlobalStyles styles={{ main: { outline: 'none' } }} />
    <Box sx={{ color: 'rebeccapurple' }} />
    <CircularProgress />
  </>
);

test('each global style gets an element emotion looks up by its name, before one with all the classes', () => {
  const styles = prerenderStyles(sample);
  const classes = styles.at(-1)!;
  const globals = styles.slice(0, -1);

  expect(globals.map((style) => style.dataEmotion)).toEqual([
    expect.stringMatching(/^css-global [a-z0-9]+$/),
    expect.stringMatching(/^css-global [a-z0-9]+$/),
  ]);
  // The theme provider's baseline first, then the sample's own.
  expect(globals[0]!.css).toContain('body{margin:0;');
  expect(globals[1]!.css).toBe('main{outline:none;}');

  const [key, ...names] = classes.dataEmotion.split(' ');
  expect(key).toBe('css');
  const boxName = names.find((name) => classes.css.includes(`.css-${name}{color:rebeccapurple;}`));
  expect(boxName).toBeDefined();
  // The spinner's keyframes are marked with its classes: the browser then inserts neither.
  expect(names.filter((name) => classes.css.includes(`@keyframes ${name}{`))).toHaveLength(2);
  for (const name of names.filter((name) => name.startsWith('animation-') === false)) {
    expect(classes.css).toContain(`.css-${name}`);
  }
});

test('the sample renders in the light theme the page starts in', () => {
  const [baseline] = prerenderStyles(<Box />);
  expect(baseline!.css).toContain('background-color:#fff;');
});

test('styles the page carries already are left out, its baseline included', () => {
  const styles = prerenderStyles(
    <>
      <CircularProgress />
      <Box sx={{ color: 'teal' }} />
    </>,
    <CircularProgress />,
  );
  expect(styles).toEqual([
    {
      dataEmotion: expect.stringMatching(/^css [a-z0-9]+$/),
      css: expect.stringMatching(/^\.css-[a-z0-9]+\{color:teal;\}$/),
    },
  ]);
});
