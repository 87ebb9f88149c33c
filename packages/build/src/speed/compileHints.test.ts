/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { EAGER_COMPILE_HINT, EagerCompileHintPlugin } from './compileHints';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    join(dir, 'entry.js'),
    "import('./lazy.js').then((lazy) => console.log(lazy.greet('staff')));\n",
  );
  writeFileSync(join(dir, 'lazy.js'), 'export function greet(name) {\n  return `Hello ${name}`;\n}\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A production build (minified, hidden source maps) of a tiny app with a lazy chunk; its .js files. */
function build(): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'hidden-source-map',
    output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new EagerCompileHintPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      return resolve(Object.keys(stats.compilation.assets).filter((file) => file.endsWith('.js')));
    }),
  );
}

test('every script of the build starts with the hint, after minification', async () => {
  const scripts = await build();
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    const [firstLine, ...code] = readFileSync(join(dir, 'dist', script), 'utf8').split('\n');
    expect(firstLine).toBe(EAGER_COMPILE_HINT);
    // The code itself is still minified, on the line after.
    expect(code.join('\n')).not.toContain('\n  ');
  }
});

test('the source maps count the added line', async () => {
  for (const script of await build()) {
    const map = JSON.parse(readFileSync(join(dir, 'dist', `${script}.map`), 'utf8')) as { mappings: string };
    // Generated lines are separated by ';': the hint's line maps to nothing, the code's line does.
    const [hintLine, codeLine] = map.mappings.split(';');
    expect(hintLine).toBe('');
    expect(codeLine).not.toBe('');
  }
});
