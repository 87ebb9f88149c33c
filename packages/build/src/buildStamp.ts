import { execFileSync } from 'node:child_process';
import { readAppPackage } from './appPackage';
import { UNKNOWN_COMMIT, type BuildStamp, type EmbeddedModule } from '@portal/federation/manifest';

function gitCommit(dir: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return commit.toString().trim() || UNKNOWN_COMMIT;
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/** What this build is: package.json version (or PORTAL_APP_VERSION), git commit and time. */
export function currentBuildStamp(appDir: string, env: NodeJS.ProcessEnv = process.env): BuildStamp {
  return {
    version: env.PORTAL_APP_VERSION || readAppPackage(appDir).version || '0.0.0',
    commit: gitCommit(appDir),
    builtAt: new Date().toISOString(),
  };
}

interface ManifestStats {
  metaData: { buildInfo: object; portal?: { embeds: EmbeddedModule[] } };
}

/**
 * The `manifest.additionalData` hook of the federation plugin: writes the stamp into
 * `metaData.buildInfo` of mf-manifest.json and the embedded modules into `metaData.portal`, where
 * the shell reads them (@portal/federation manifest.ts).
 */
export function stampManifest(stamp: BuildStamp, embeds: readonly EmbeddedModule[] = []) {
  return ({ stats }: { stats: ManifestStats }): void => {
    Object.assign(stats.metaData.buildInfo, {
      buildVersion: stamp.version,
      commit: stamp.commit,
      buildTime: stamp.builtAt,
    });
    stats.metaData.portal = { embeds: [...embeds] };
  };
}
