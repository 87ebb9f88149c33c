import { MAX_CONNECTIONS_PER_CLIENT, SERVER_TIMEOUTS } from '@portal/http-hardening';
import { REMOTES } from '@portal/registry/apps';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PATH_PREFIXES,
  cacheControlFor,
  CALLBACK_OPENER_POLICY,
  contentSecurityPolicy,
  isApiPath,
  securityHeaders,
} from '@portal/launcher';
import { testFolder } from '@portal/launcher/testing';
import { fillTemplate, writeNginxConfig, type NginxValues } from './nginxConfig';

// deploy/nginx/ is what an operator copies; these tests hold it to what the launcher's own servers
// do (the API's paths, the cache policy, the security headers), so the two cannot drift apart.

const origins = { api: ['http://localhost:8080'], remotes: ['http://localhost:8080'] };
const values: NginxValues = {
  NGINX_DIR: '/srv/nginx',
  LOG_DIR: '/srv/logs',
  PORTAL_LISTEN: '127.0.0.1:8080',
  PORTAL_SERVER_NAME: 'localhost',
  SHELL_DIST: '/srv/shell/dist',
  PORTAL_CONFIG_FILE: '/srv/portal-config.json',
  RELEASES_DIR: '/srv/releases/sections',
  HEALTH_COLLECTOR_ADDRESS: '127.0.0.1:4003',
  API_ADDRESS_1: '127.0.0.1:4001',
  API_ADDRESS_2: '127.0.0.1:4002',
  CONTENT_SECURITY_POLICY: contentSecurityPolicy(origins),
};

const folder = testFolder('nginx-config-');
const written = (brotli: boolean) => {
  const out = join(folder, brotli ? 'with-brotli' : 'without-brotli');
  writeNginxConfig(out, values, { brotli });
  return (path: string) => readFileSync(join(out, path), 'utf8');
};
const file = written(true);

describe('fillTemplate', () => {
  it('fills each ${NAME} and leaves nginx variables alone', () => {
    expect(fillTemplate('listen ${PORT}; set $x $uri;', { PORT: '8080' }, 't')).toBe(
      'listen 8080; set $x $uri;',
    );
  });

  it('names the template and the variable that has no value', () => {
    expect(() => fillTemplate('root ${ROOT};', {}, 'portal.conf.template')).toThrow(
      'portal.conf.template: no value for ${ROOT}',
    );
  });

  it('refuses a value that would end its directive', () => {
    expect(() => fillTemplate('add_header X "${V}";', { V: 'a" always; b "' }, 't')).toThrow(/quote/);
    expect(() => fillTemplate('root ${V};', { V: '/a\n/b' }, 't')).toThrow(/line break/);
  });
});

describe('writeNginxConfig', () => {
  it('fills every template: no ${NAME} is left in what nginx reads', () => {
    const out = join(folder, 'with-brotli');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const files = walk(out);
    expect(files.some((path) => path.endsWith('.template'))).toBe(false);
    for (const path of files) expect(readFileSync(path, 'utf8')).not.toMatch(/\$\{[A-Z]/);
    expect(file('conf.d/portal-upstream.conf')).toContain('server 127.0.0.1:4001 max_fails=1');
    expect(file('conf.d/portal-upstream.conf')).toContain('server 127.0.0.1:4002 max_fails=1');
  });

  it('writes one location per registered section, under /remotes/<name>/ of the portal', () => {
    for (const remote of REMOTES) {
      const snippet = file(`snippets/portal-remotes/${remote.name}.conf`);
      expect(snippet).toContain(`location ^~ /remotes/${remote.name}/ {`);
      expect(snippet).toMatch(new RegExp(`alias /.+/${remote.dir}/dist/;`));
    }
  });

  it('sends brotli copies when the module is there, gzip copies only when not', () => {
    expect(file('snippets/portal-static-files.conf')).toMatch(/^brotli_static on;$/m);
    const withoutBrotli = written(false)('snippets/portal-static-files.conf');
    expect(withoutBrotli).not.toMatch(/^brotli_static/m);
    expect(withoutBrotli).toMatch(/^gzip_static on;$/m);
  });
});

describe('the nginx configuration agrees with the launcher', () => {
  it("proxies exactly the API's paths", () => {
    const location = /location ~ (\S+) \{\s*include snippets\/portal-api-proxy\.conf;/.exec(
      file('sites-available/portal.conf'),
    );
    const apiLocation = new RegExp(location![1]!);
    const paths = [
      ...API_PATH_PREFIXES.map((prefix) => (prefix.endsWith('/') ? `${prefix}anything` : prefix)),
      '/auth/callback',
      '/auth/bridge',
      '/auth/refreshed',
      '/administrator',
      '/app/users',
      '/user',
      '/',
    ];
    for (const path of paths) expect([path, apiLocation.test(path)]).toEqual([path, isApiPath(path)]);
  });

  it("sends the launcher's security headers, with the policy filled in", () => {
    const headers = [
      ...file('snippets/portal-static-files.conf').matchAll(/^add_header (\S+) (.+) always;$/gm),
    ];
    // The opener policy comes from conf.d's map on the path: the launcher's, but for /auth/callback.
    const openerMap = file('conf.d/portal-opener-policy.conf');
    const mapped = (key: string) =>
      new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\S+);$`, 'm').exec(openerMap)?.[1] ??
      'missing';
    const value = (raw: string) =>
      raw === '$portal_opener_policy' ? mapped('default') : raw.replace(/^"(.*)"$/, '$1');
    expect(Object.fromEntries(headers.map(([, name, raw]) => [name, value(raw!)]))).toEqual(
      securityHeaders(origins),
    );
    // On the request as sent: try_files has made $uri /index.html by the time headers are added.
    expect(openerMap).toMatch(/^map \$request_uri \$portal_opener_policy \{$/m);
    expect(mapped('~^/auth/callback(\\?|$)')).toBe(CALLBACK_OPENER_POLICY);
  });

  it('logs the path and the request ids, never the query, where tokens and search terms travel (issue 76 item 1)', () => {
    const main = file('nginx.conf');
    const format = /log_format portal_private ([^;]+);/.exec(main)?.[1] ?? '';
    expect(format).toContain('$uri');
    expect(format).toContain('$request_id');
    expect(format).toContain('$upstream_http_x_request_id');
    for (const leaky of [
      '$request ',
      '$request"',
      '$args',
      '$query_string',
      '$request_uri',
      '$http_referer',
      '$arg_',
    ])
      expect([leaky, format.includes(leaky)]).toEqual([leaky, false]);
    expect(main).toMatch(/^\s*access_log \S+\/nginx-access\.log portal_private;$/m);
    expect(main.match(/access_log/g)).toHaveLength(1);
  });

  it("gives clients the launcher's servers' time and connection limits, and no source map by any spelling", () => {
    const limits = file('conf.d/portal-limits.conf');
    expect(limits).toContain(`client_header_timeout ${SERVER_TIMEOUTS.headersMs / 1000}s;`);
    expect(limits).toContain(`client_body_timeout ${SERVER_TIMEOUTS.requestMs / 1000}s;`);
    expect(limits).toContain(`keepalive_timeout ${SERVER_TIMEOUTS.keepAliveMs / 1000}s;`);
    const site = file('sites-available/portal.conf');
    expect(site).toContain(`limit_conn portal_per_client ${MAX_CONNECTIONS_PER_CLIENT};`);
    // $uri is decoded once and normalised by nginx: /main.js.m%61p reaches this rule as /main.js.map.
    expect(site).toMatch(/if \(\$uri ~\* \\\.map\$\) \{\n\s*return 404;/);
  });

  it("sends each file's Cache-Control as the launcher's servers do", () => {
    const map = /map \$uri \$portal_cache_control \{\n([\s\S]+?)\n\}/.exec(
      file('conf.d/portal-cache-control.conf'),
    )![1]!;
    const entries = [...map.matchAll(/^\s*"?([^"\s]+)"? "([^"]+)";$/gm)].map(([, key, value]) => ({
      key: key!,
      value,
    }));
    const nginxCacheControl = (path: string) =>
      entries.find(({ key }) => key.startsWith('~') && new RegExp(key.slice(1)).test(path))?.value ??
      entries.find(({ key }) => key === 'default')?.value;
    const paths = [
      '/index.html',
      '/main.js',
      '/portal-config.json',
      '/remotes/users/mf-manifest.json',
      '/remotes/users/mf-stats.json',
      '/remotes/users/remoteEntry.js',
      '/remotes/users/index.html',
      '/bootstrap.1a2b3c4d.js',
      '/remotes/coupons/812.0f9e8d7c.js',
      '/remotes/coupons/812.0f9e8d7c.js.map',
      '/remotes/coupons/812.0f9e8d7c.js.LICENSE.txt',
      '/favicon.svg',
      '/build-history.json',
      '/notes.remoteEntry.json',
    ];
    for (const path of paths) expect([path, nginxCacheControl(path)]).toEqual([path, cacheControlFor(path)]);
  });
});
