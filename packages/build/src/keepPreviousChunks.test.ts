/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { BUILD_HISTORY_FILE, KeepPreviousChunksPlugin } from './keepPreviousChunks';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'keep-chunks-'));
  writeFileSync(join(dir, 'entry.js'), "import('./lazy.js').then((lazy) => console.log(lazy.value));\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One production build of a tiny app whose lazy chunk holds `value`; returns the chunk's file. */
function build(value: string): Promise<string> {
  writeFileSync(join(dir, 'lazy.js'), `export const value = ${JSON.stringify(value)};\n`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: false,
    output: {
      path: join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [new KeepPreviousChunksPlugin({ version: value, commit: 'abc1234', builtAt: value })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const chunk = Object.keys(stats.compilation.assets).find(
        (file) => file !== 'main.js' && file.endsWith('.js'),
      );
      return chunk ? resolve(chunk) : reject(new Error('no lazy chunk was written'));
    }),
  );
}

const distFiles = () => readdirSync(join(dir, 'dist')).sort();

test('a rebuild keeps the hashed chunks of the previous builds and drops older ones', async () => {
  const chunks = [];
  for (const version of ['v1', 'v2', 'v3']) chunks.push(await build(version));
  expect(new Set(chunks).size).toBe(3);
  // The page still open on v1 or v2 can load its chunk after v3 was deployed.
  expect(distFiles()).toEqual([BUILD_HISTORY_FILE, ...chunks, 'main.js'].sort());

  chunks.push(await build('v4'));
  expect(existsSync(join(dir, 'dist', chunks[0]!))).toBe(false);
  expect(distFiles()).toEqual([BUILD_HISTORY_FILE, ...chunks.slice(1), 'main.js'].sort());

  const history = JSON.parse(readFileSync(join(dir, 'dist', BUILD_HISTORY_FILE), 'utf8')) as {
    version: string;
    files: string[];
  }[];
  expect(history.map((entry) => entry.version)).toEqual(['v4', 'v3', 'v2']);
  expect(history[0]?.files).toEqual([chunks[3]]);
}, 60_000);
