import { sectionItems } from '../layout/menuItems';
import { SPEC_SECTIONS } from '../testing/specSections';
import { configureSections, configuredSections, isSectionFor } from './sections';

// A section limited to auditors (portal-config.json `audience`, issue 73): the menu shows it only to
// a profile with `auditor: true`; the shell names no section to do so.
const AUDIT = {
  name: 'audit',
  label: 'Audit',
  icon: 'section',
  basePath: '/app/audit',
  manifestUrl: 'https://audit.example.test/mf-manifest.json',
  audience: 'auditors' as const,
};

beforeEach(() => configureSections([...SPEC_SECTIONS.slice(0, 2), AUDIT]));

test('keeps a section’s audience from the config', () => {
  expect(configuredSections().map((section) => section.audience)).toEqual([undefined, undefined, 'auditors']);
});

test('the menu shows an auditors-only section to an auditor alone', () => {
  const labels = (viewer: { auditor?: boolean } | null) => sectionItems(viewer).map((item) => item.label);
  expect(labels({ auditor: true })).toEqual(['Dashboard', 'Activities', 'Audit']);
  expect(labels({ auditor: false })).toEqual(['Dashboard', 'Activities']);
  expect(labels({})).toEqual(['Dashboard', 'Activities']);
  expect(labels(null)).toEqual(['Dashboard', 'Activities']);
  // The page titles read every section, whoever looks.
  expect(sectionItems().map((item) => item.label)).toEqual(['Dashboard', 'Activities', 'Audit']);
});

test('a section for every admin is for every admin', () => {
  expect(isSectionFor({}, null)).toBe(true);
  expect(isSectionFor({ audience: 'auditors' }, { auditor: true })).toBe(true);
  expect(isSectionFor({ audience: 'auditors' }, { auditor: false })).toBe(false);
});
