// Speed: side by side, the build without it / with it (webpack's own chunks): every page 1.04-1.28x,
// 1.13x pooled (26 Nov; (docs/performance.md, speed tricks side by side)). Guarded by budgets.spec.ts (/login loads no table code) and
// federation.spec.ts. Off: PORTAL_SPEED_OFF=sharedLibraryChunks.
import type { Chunk, ChunkGraph, Module } from 'webpack';
import { isSharedLibraryFile, isWorkspacePackageFile } from '../shared';

const fileOf = (module: Module) => module.nameForCondition() ?? '';

/** The chunk of the shared libraries every page of the shell needs (see sharedLibraryChunks). */
export const LIBRARIES_CHUNK = 'libraries';

/**
 * How the shell groups the shared libraries it loads: fourteen chunks would queue for a browser's
 * six connections to the shell's server, so they come as two.
 * - `libraries`: what every page needs before its first render (React, emotion, MUI's core, the
 *   router, the API client, ui-core), /login included;
 * - `portal-ui`: what only @portal/ui uses (tables, chips, pagination), which /login never loads.
 */
export function sharedLibraryChunks() {
  const holdsPortalUi = new WeakMap<Chunk, boolean>();
  const isPortalUiChunk = (chunk: Chunk, chunkGraph: ChunkGraph) => {
    let holds = holdsPortalUi.get(chunk);
    if (holds === undefined) {
      holds = [...chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
        isWorkspacePackageFile(fileOf(module), '@portal/ui'),
      );
      holdsPortalUi.set(chunk, holds);
    }
    return holds;
  };
  const onlyForPortalUi = (module: Module, chunkGraph: ChunkGraph) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.length > 0 && chunks.every((chunk) => isPortalUiChunk(chunk, chunkGraph));
  };
  const group = (name: string, portalUiOnly: boolean) => ({
    name,
    chunks: 'async' as const,
    enforce: true,
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      isSharedLibraryFile(fileOf(module)) && onlyForPortalUi(module, chunkGraph) === portalUiOnly,
  });
  return { cacheGroups: { libraries: group(LIBRARIES_CHUNK, false), portalUi: group('portal-ui', true) } };
}
