/** @jest-environment node */
import { join } from 'node:path';
import type { LoaderContext } from 'webpack';
import prerenderedStylesLoader, { type PrerenderedStylesLoaderOptions } from './prerenderedStylesLoader';

const SAMPLE = join(__dirname, 'testing', 'styleSampleFixture.tsx');
const TSCONFIG = join(__dirname, '..', '..', '..', '..', 'tsconfig.json');

/** The module the loader writes for the sample, and its default export. */
function load(
  production: boolean,
): Promise<{ source: string; styles: { dataEmotion: string; css: string }[] }> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: SAMPLE,
      getOptions: (): PrerenderedStylesLoaderOptions => ({ tsconfigPath: TSCONFIG, render: production }),
      async: () => (error: Error | null, source?: string) => {
        if (error) return reject(error);
        const json = source!.replace(/^export default /, '').replace(/;$/, '');
        resolve({ source: source!, styles: JSON.parse(json) });
      },
    } as unknown as LoaderContext<PrerenderedStylesLoaderOptions>;
    prerenderedStylesLoader.call(context);
  });
}

test("a production build gets the sample's own styles, without what the shell's page carries", async () => {
  const { source, styles } = await load(true);
  expect(source).toMatch(/^export default \[.*\];$/s);
  // The teal box alone: the chip, the theme's baseline and every global are on the shell's page.
  expect(styles).toEqual([
    {
      dataEmotion: expect.stringMatching(/^css [a-z0-9]+$/),
      css: expect.stringMatching(/^\.css-[a-z0-9]+\{color:teal;\}$/),
    },
  ]);
}, 60_000);

test('a development build gets none: its class names carry labels', async () => {
  await expect(load(false)).resolves.toEqual({ source: 'export default [];', styles: [] });
});
