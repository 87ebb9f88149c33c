import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from 'webpack';
import type { BuildStamp } from '@portal/federation/manifest';

/** Chunks named by their content hash, with their source maps, licence notes and compressed copies. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map|\.LICENSE\.txt|\.br|\.gz)?$/;

/** Lists the hashed files of the last builds; written beside the build. */
export const BUILD_HISTORY_FILE = 'build-history.json';

/** This build and the ones before it whose hashed files stay in dist/. */
export const KEPT_BUILDS = 3;

export interface BuildRecord {
  version: string;
  builtAt: string;
  files: string[];
}

/** The history after a build: newest first, at most KEPT_BUILDS entries. */
export function nextHistory(previous: readonly BuildRecord[], current: BuildRecord): BuildRecord[] {
  return [current, ...previous].slice(0, KEPT_BUILDS);
}

/** The history written in `outputPath` (newest build first), or none when it has no readable one. */
function readHistory(outputPath: string): BuildRecord[] {
  try {
    const history: unknown = JSON.parse(readFileSync(join(outputPath, BUILD_HISTORY_FILE), 'utf8'));
    return Array.isArray(history)
      ? (history as BuildRecord[]).filter((build) => Array.isArray(build?.files))
      : [];
  } catch {
    // No history yet (first build, or a dist/ from before this plugin): nothing older to keep.
    return [];
  }
}

const NAME = 'KeepPreviousChunksPlugin';

/**
 * `output.clean` deletes every file the new build did not write, and with them the hashed chunks a
 * page still open on the previous version loads lazily. This keeps the hashed files of the last
 * KEPT_BUILDS builds (recorded in build-history.json) and lets clean remove anything older. Files
 * with fixed names (remoteEntry.js, mf-manifest.json, ...) are always replaced.
 */
export class KeepPreviousChunksPlugin {
  constructor(private readonly stamp: BuildStamp) {}

  apply(compiler: Compiler): void {
    const { CleanPlugin, Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let kept = new Set<string>();
      compilation.hooks.processAssets.tap(
        // After source maps and minification, so their files are listed too.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const current: BuildRecord = {
            version: this.stamp.version,
            builtAt: this.stamp.builtAt,
            files: Object.keys(assets)
              .filter((file) => HASHED_FILE.test(file))
              .sort(),
          };
          const history = nextHistory(readHistory(compiler.outputPath), current);
          kept = new Set(history.flatMap((build) => build.files));
          compilation.emitAsset(
            BUILD_HISTORY_FILE,
            new sources.RawSource(`${JSON.stringify(history, null, 2)}\n`),
          );
        },
      );
      CleanPlugin.getCompilationHooks(compilation).keep.tap(NAME, (path) =>
        kept.has(path) ? true : undefined,
      );
    });
  }
}
