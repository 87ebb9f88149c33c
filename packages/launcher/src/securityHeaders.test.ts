import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  portalOrigins,
  securityHeaders,
  securityHeadersFollowing,
} from './securityHeaders';
import { testFolder } from './testFolder';

const configText = JSON.stringify({
  apiUrl: 'http://127.0.0.1:4000',
  sections: [
    'http://localhost:3001/mf-manifest.json',
    'https://users.cdn.example/v2/mf-manifest.json',
    'http://localhost:3001/other/mf-manifest.json',
    'javascript:alert(1)',
  ].map((manifestUrl) => ({ manifestUrl })),
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the portal content security policy', () => {
  const policy = contentSecurityPolicy(portalOrigins(configText));

  it('runs scripts from the page itself and the configured remote origins only, each once', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://users.cdn.example',
    ]);
  });

  it('lets the page call the API and fetch the remote manifests, nothing else', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4000',
      'http://localhost:3001',
      'https://users.cdn.example',
    ]);
  });

  it('names an origin once when the API and the remotes share it (behind one proxy)', () => {
    const oneOrigin = JSON.stringify({
      apiUrl: 'http://localhost:8080',
      remotes: { users: 'http://localhost:8080/remotes/users/mf-manifest.json' },
    });
    expect(directive(contentSecurityPolicy(portalOrigins(oneOrigin)), 'connect-src')).toEqual([
      "'self'",
      'http://localhost:8080',
    ]);
  });

  it("lets a canary's scripts run from its origin and the page call the health collector", () => {
    const withCanary = JSON.stringify({
      apiUrl: 'http://localhost:8080',
      healthUrl: 'https://health.example/beacons',
      sections: [
        {
          name: 'users',
          manifestUrl: 'http://localhost:8080/releases/users/1.0.0-a/mf-manifest.json',
          canary: {
            manifestUrl: 'https://canary.cdn.example/users/1.1.0-b/mf-manifest.json',
            accounts: ['a1'],
          },
        },
      ],
    });
    const canaryPolicy = contentSecurityPolicy(portalOrigins(withCanary));
    expect(directive(canaryPolicy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:8080',
      'https://canary.cdn.example',
    ]);
    expect(directive(canaryPolicy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:8080',
      'https://health.example',
      'https://canary.cdn.example',
    ]);
  });

  it('forbids framing, plugins and a foreign <base>', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('allows inline styles (emotion) but never inline scripts or eval', () => {
    expect(directive(policy, 'style-src')).toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('names no other origin when the config cannot be read', () => {
    expect(portalOrigins('{not json')).toEqual({ api: [], remotes: [] });
    expect(directive(contentSecurityPolicy(portalOrigins('')), 'script-src')).toEqual(["'self'"]);
  });
});

it('sends the policy with the rest of the header family', () => {
  const origins = portalOrigins(configText);
  expect(securityHeaders(origins)).toEqual({
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  });
});

const configFolder = testFolder('portal-config-');

it('follows the config file when a deploy rewrites it', async () => {
  const file = join(configFolder, 'portal-config.json');
  writeFileSync(file, configText);
  const headersFor = securityHeadersFollowing(() => readFile(file, 'utf8'));
  expect((await headersFor())['Content-Security-Policy']).toContain('https://users.cdn.example');

  writeFileSync(
    file,
    JSON.stringify({
      apiUrl: 'http://127.0.0.1:4000',
      sections: [{ manifestUrl: 'http://localhost:5555/m.json' }],
    }),
  );
  const policy = (await headersFor())['Content-Security-Policy']!;
  expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:5555']);
});
