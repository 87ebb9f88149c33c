// `npm run release -- <command>` (and `npm run deploy -- <section>`, its publish): a section's
// releases in the releases root and the one a portal runs. docs/deploying.md tells the whole loop.
import { appNamed, localPorts, SHELL } from '@portal/registry/apps';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultReleasesRoot, distDir, portalConfigFileFor } from '@portal/launcher';
import { PRODUCTION_PATHS, PRODUCTION_URL } from '../production/productionPortal';
import {
  checkPortalConfig,
  promoteRelease,
  releasesInUse,
  releasesRunning,
  rollbackRelease,
  startCanary,
  stopCanary,
  type LiveTarget,
} from './liveRelease';
import { publishRelease, readReleases, releasesKept } from './releaseStore';

const USAGE = `usage: npm run release -- <command> [options]
  publish <section> [--dist <folder>]      copy the section's build into the releases root (not live)
  list [<section>]                          the published releases
  promote <section> <release>               make a published release the live one
  rollback <section>                        make the previous live release live again
  canary <section> <release> [--share <percent>] [--accounts <id,id,...>]
  canary <section> --off                    end the section's canary
  check                                     validate the portal's portal-config.json as the servers do
options: --portal <port>   the npm start portal on that port (default: npm start's)
         --production      the portal of npm run start:production
A release is <version>-<commit>, e.g. 1.4.0-abc1234 (npm run release -- list).`;

type PortalOptions = { portal?: string; production?: boolean };

/** The portal a command names: its portal-config.json and its origin. */
function portalOf(values: PortalOptions): LiveTarget {
  const root = defaultReleasesRoot();
  if (values.production) return { root, configFile: PRODUCTION_PATHS.portalConfig, origin: PRODUCTION_URL };
  const port = values.portal === undefined ? localPorts().app(SHELL) : Number(values.portal);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`--portal needs a port, got "${values.portal}"`);
  return { root, configFile: portalConfigFileFor(port), origin: `http://localhost:${port}` };
}

/** The portal whose portal-config.json a command changes; it must exist (the portal has run). */
function targetOf(values: PortalOptions): LiveTarget {
  const target = portalOf(values);
  if (!existsSync(target.configFile))
    throw new Error(
      `No portal has run here with ${target.configFile}: start it (npm start), or name the one that runs with --portal <its shell port> or --production`,
    );
  return target;
}

/** The options that name the portal again, for a hint printed after a command. */
function portalFlags(values: PortalOptions): string {
  if (values.production) return ' --production';
  return values.portal === undefined ? '' : ` --portal ${values.portal}`;
}

function percent(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const share = Number(raw);
  if (!(share >= 0 && share <= 100)) throw new Error(`--share is a percent, 0 to 100, got "${raw}"`);
  return share;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`${what} is missing\n\n${USAGE}`);
  return value;
}

export function runReleaseCommand(args: string[]): string {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      portal: { type: 'string' },
      production: { type: 'boolean' },
      dist: { type: 'string' },
      share: { type: 'string' },
      accounts: { type: 'string' },
      off: { type: 'boolean' },
    },
  });
  const [command, sectionName, releaseId] = positionals;
  const section = sectionName === undefined ? undefined : appNamed(sectionName).name;
  switch (command) {
    case 'publish': {
      const name = required(section, 'the section');
      const target = targetOf(values);
      const { release, removed } = publishRelease({
        root: target.root,
        section: name,
        dist: values.dist ?? distDir(appNamed(name).dir),
        inUse: releasesInUse(target.configFile, name),
        kept: releasesKept(),
      });
      return [
        `Published ${name} ${release.id} (built ${release.builtAt}); not live yet. Canary it, or make it live:`,
        `  npm run release -- canary ${name} ${release.id} --accounts <staff account id>${portalFlags(values)}`,
        `  npm run release -- promote ${name} ${release.id}${portalFlags(values)}`,
        ...(removed.length ? [`Removed the oldest releases beyond those kept: ${removed.join(', ')}`] : []),
      ].join('\n');
    }
    case 'list': {
      const releases = readReleases(defaultReleasesRoot()).filter(
        (release) => !section || release.section === section,
      );
      if (releases.length === 0) return 'No releases published.';
      // Marked as the named portal runs them; without a portal here, the list alone.
      const { configFile } = portalOf(values);
      const running = (section: string) =>
        existsSync(configFile) ? releasesRunning(configFile, section) : { live: null, canary: null };
      return releases
        .map((release) => {
          const { live, canary } = running(release.section);
          const mark = release.id === live ? 'LIVE  ' : release.id === canary ? 'CANARY' : '      ';
          return `${mark} ${release.section.padEnd(14)} ${release.id.padEnd(24)} built ${release.builtAt}  published ${release.publishedAt} by ${release.publishedBy}${release.removedAt ? '  (removed)' : ''}`;
        })
        .join('\n');
    }
    case 'promote': {
      const name = required(section, 'the section');
      const change = promoteRelease(targetOf(values), name, required(releaseId, 'the release'));
      return `${name} is live at ${change.to} (was ${change.from})`;
    }
    case 'rollback': {
      const name = required(section, 'the section');
      const change = rollbackRelease(targetOf(values), name);
      return `${name} rolled back: live at ${change.to} (was ${change.from})`;
    }
    case 'canary': {
      const name = required(section, 'the section');
      if (values.off) {
        stopCanary(targetOf(values), name);
        return `Ended ${name}'s canary: everyone runs the live release again`;
      }
      const accounts = values.accounts
        ?.split(',')
        .map((account) => account.trim())
        .filter(Boolean);
      const share = percent(values.share);
      if (!accounts?.length && !share) throw new Error('a canary needs --share or --accounts');
      const canary = startCanary(targetOf(values), name, required(releaseId, 'the release'), {
        share,
        accounts,
      });
      return `${name} candidate ${canary.manifestUrl} for ${share ?? 0}% of staff${accounts?.length ? ` and ${accounts.length} named account(s)` : ''}`;
    }
    case 'check': {
      const { configFile } = targetOf(values);
      const problem = checkPortalConfig(configFile);
      if (problem) throw new Error(problem);
      return `${configFile} is a valid portal config`;
    }
    default:
      throw new Error(USAGE);
  }
}
