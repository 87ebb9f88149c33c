// deploy/nginx/ holds the nginx configuration an operator copies; `npm run start:production` writes
// the same files with this machine's values filled in, and runs nginx on them.
import { REMOTES } from '@portal/registry/apps';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { distDir, REPO_ROOT } from '@portal/launcher';

export const NGINX_TEMPLATES = join(REPO_ROOT, 'deploy', 'nginx');

/** The one template written once per section, as snippets/portal-remotes/<name>.conf. */
const REMOTE_TEMPLATE = join('snippets', 'portal-remote.conf.template');
const TEMPLATE = /\.template$/;
const BROTLI_STATIC = /^brotli_static on;$/m;

/** The machine-specific values of deploy/nginx's templates. */
export interface NginxValues {
  /** Where nginx keeps its pid file and temporary files. */
  NGINX_DIR: string;
  LOG_DIR: string;
  /** The portal's address, e.g. 127.0.0.1:8080. */
  PORTAL_LISTEN: string;
  PORTAL_SERVER_NAME: string;
  SHELL_DIST: string;
  PORTAL_CONFIG_FILE: string;
  /** The releases root's served folder (releases/releaseStore.ts servedReleases), at /releases/. */
  RELEASES_DIR: string;
  /** host:port of the section health collector, at /health/beacons. */
  HEALTH_COLLECTOR_ADDRESS: string;
  /** host:port of each API process. */
  API_ADDRESS_1: string;
  API_ADDRESS_2: string;
  CONTENT_SECURITY_POLICY: string;
}

/**
 * Replaces each `${NAME}` of `text` (the syntax envsubst and the nginx Docker image's templates
 * use; nginx's own variables are lower case) with its value; a name without one is an error.
 */
export function fillTemplate(text: string, values: Record<string, string>, file: string): string {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for \${${name}}`);
    // A quote or a line break would end the directive the value sits in.
    if (/["\n\r]/.test(value))
      throw new Error(`${file}: the value of \${${name}} has a quote or a line break`);
    return value;
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes deploy/nginx's files into `outDir` (replacing what is there) with `values` filled in, one
 * remote snippet per registered section, and returns the path of its nginx.conf. Without the brotli
 * module (`brotli: false`) the static files' `brotli_static` line is left out: gzip copies only.
 */
export function writeNginxConfig(
  outDir: string,
  values: NginxValues,
  { brotli }: { brotli: boolean },
): string {
  rmSync(outDir, { recursive: true, force: true });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  for (const file of filesUnder(NGINX_TEMPLATES)) {
    const name = relative(NGINX_TEMPLATES, file);
    let text = readFileSync(file, 'utf8');
    if (name === REMOTE_TEMPLATE) {
      for (const remote of REMOTES) {
        const remoteValues = { REMOTE_NAME: remote.name, REMOTE_DIST: distDir(remote.dir) };
        write(
          join(outDir, 'snippets', 'portal-remotes', `${remote.name}.conf`),
          fillTemplate(text, remoteValues, name),
        );
      }
      continue;
    }
    if (!brotli) text = text.replace(BROTLI_STATIC, '# brotli_static on; (no brotli module on this machine)');
    write(
      join(outDir, name.replace(TEMPLATE, '')),
      TEMPLATE.test(name) ? fillTemplate(text, { ...values }, name) : text,
    );
  }
  return join(outDir, 'nginx.conf');
}
