import { portalConfigFor } from './apps';
import { manifestUrlsOf, parsePortalConfig, PortalConfigError } from './portalConfig';
import { SECTION_REGISTRY } from './sections';

const reports = {
  name: 'reports',
  label: 'Reports',
  icon: 'reports',
  basePath: '/app/reports',
  manifestUrl: 'https://reports.example.test/mf-manifest.json',
};
const withSections = (...sections: unknown[]) => ({ apiUrl: 'https://api.example.test/', sections });

test('the launcher writes every registered section in menu order, at the URL it serves it from', () => {
  const config = portalConfigFor('http://localhost:4000', (app) => `http://localhost:${app.defaultPort}`);
  expect(config.sections.map((section) => section.label)).toEqual(
    SECTION_REGISTRY.map((section) => section.label),
  );
  expect(config.sections.find((section) => section.name === 'users')).toEqual({
    name: 'users',
    label: 'Users',
    icon: 'users',
    basePath: '/app/users',
    manifestUrl: 'http://localhost:3002/mf-manifest.json',
  });
  expect(parsePortalConfig(config)).toEqual(config);
});

test('a section the registry does not know is read like any other, an unknown icon key included', () => {
  const config = parsePortalConfig(withSections(reports));
  expect(config).toEqual({ apiUrl: 'https://api.example.test', sections: [reports] });
  expect(manifestUrlsOf(config)).toEqual({ reports: reports.manifestUrl });
});

test.each([
  [null, 'portal-config.json is not a JSON object'],
  [{ sections: [] }, 'portal-config.json needs "apiUrl", an http(s) URL'],
  [
    { apiUrl: 'https://api.example.test', remotes: {} },
    'needs "sections", a list of the sections in menu order',
  ],
  [withSections('reports'), 'portal-config.json: section 1 is not an object'],
  [
    withSections({ ...reports, name: 'Reports!' }),
    'section 1 needs "name", its remote\'s name (a-z, 0-9 and _)',
  ],
  [withSections({ ...reports, label: ' ' }), 'section "reports" needs "label", its menu text'],
  [withSections({ ...reports, icon: 3 }), 'section "reports" needs "icon", a menu icon key'],
  [
    withSections({ ...reports, basePath: '/reports' }),
    'section "reports" needs "basePath", /app/ or /app/<segment>',
  ],
  [
    withSections({ ...reports, manifestUrl: 'javascript:alert(1)' }),
    'section "reports" needs "manifestUrl", an http(s) URL',
  ],
  [withSections(reports, reports), 'section "reports" is listed twice'],
  [withSections(reports, { ...reports, name: 'audit' }), 'two sections have the base path /app/reports'],
])('%j is refused: %s', (raw, message) => {
  expect(() => parsePortalConfig(raw)).toThrow(PortalConfigError);
  expect(() => parsePortalConfig(raw)).toThrow(message);
});

test('a section may name a canary, and the config a health collector', () => {
  const canary = {
    manifestUrl: 'https://cdn.example.test/reports/1.1.0-b/mf-manifest.json',
    share: 5,
    accounts: ['a1'],
  };
  const config = parsePortalConfig({
    ...withSections({ ...reports, canary }),
    healthUrl: 'https://portal.example.test/health/beacons',
  });
  expect(config.sections[0]?.canary).toEqual(canary);
  expect(config.healthUrl).toBe('https://portal.example.test/health/beacons');
});

test.each([
  [{ canary: 'next' }, 'section "reports": "canary" is not an object'],
  [{ canary: { share: 5 } }, 'section "reports": "canary" needs "manifestUrl", an http(s) URL'],
  [{ canary: { manifestUrl: reports.manifestUrl, share: 101 } }, '"share" is a percent, 0 to 100'],
  [
    { canary: { manifestUrl: reports.manifestUrl, accounts: 'a1' } },
    '"accounts" is a list of staff account ids',
  ],
])('a bad canary %j says what is wrong', (change, message) => {
  expect(() => parsePortalConfig(withSections({ ...reports, ...change }))).toThrow(message);
});

test('a health collector that is not an http(s) URL is refused', () => {
  expect(() => parsePortalConfig({ ...withSections(reports), healthUrl: 'javascript:alert(1)' })).toThrow(
    '"healthUrl" is the health collector, an http(s) URL',
  );
});

test('a section may be limited to auditors; any other audience is refused', () => {
  expect(parsePortalConfig(withSections({ ...reports, audience: 'auditors' })).sections[0]?.audience).toBe(
    'auditors',
  );
  expect(parsePortalConfig(withSections(reports)).sections[0]).not.toHaveProperty('audience');
  expect(() => parsePortalConfig(withSections({ ...reports, audience: 'everyone' }))).toThrow(
    'section "reports": "audience" is "auditors" or absent',
  );
});
