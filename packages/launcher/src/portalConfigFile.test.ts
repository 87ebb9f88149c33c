import type { PortalConfig } from '@portal/registry';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePortalConfigWrite, generatedRecordFor, writePortalConfig } from './portalConfigFile';
import { testFolder } from './testFolder';

const folder = testFolder('portal-config-');
let file: string;
let cases = 0;
beforeEach(() => {
  cases += 1;
  file = join(folder, `case-${cases}`, 'portal-config.json');
});

const section = (name: string, port: number) => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  icon: name,
  basePath: `/app/${name}`,
  manifestUrl: `http://localhost:${port}/mf-manifest.json`,
});
const registry: PortalConfig = { apiUrl: 'http://localhost:3000', sections: [section('users', 3002)] };
const withReports: PortalConfig = { ...registry, sections: [...registry.sections, section('reports', 3006)] };
const read = () => JSON.parse(readFileSync(file, 'utf8')) as PortalConfig;
const keepEdits = { keepEdits: true };

test('a first write is the registry, recorded beside it', () => {
  expect(writePortalConfig(file, registry, keepEdits)).toEqual({ handEdited: false, added: [] });
  expect(read()).toEqual(registry);
  expect(JSON.parse(readFileSync(generatedRecordFor(file), 'utf8'))).toEqual(registry);
});

test('a file nobody edited follows the registry, a new section included', () => {
  writePortalConfig(file, registry, keepEdits);
  expect(writePortalConfig(file, withReports, keepEdits)).toEqual({ handEdited: false, added: [] });
  expect(read()).toEqual(withReports);
});

test('a hand edit is kept, and a section registered since is added to it', () => {
  writePortalConfig(file, registry, keepEdits);
  const edited = {
    ...registry,
    sections: [{ ...section('users', 3002), manifestUrl: 'https://cdn.example/users/mf-manifest.json' }],
  };
  writeFileSync(file, JSON.stringify(edited));
  const write = writePortalConfig(file, withReports, keepEdits);
  expect(write).toEqual({ handEdited: true, added: ['reports'] });
  expect(read()).toEqual({ ...edited, sections: [...edited.sections, section('reports', 3006)] });
  expect(describePortalConfigWrite(file, write)).toMatch(
    /^Kept your edits to .*portal-config\.json, added the new section\(s\) reports; delete it to write it again from the registry\.$/,
  );
  // The next start keeps it as it is now.
  expect(writePortalConfig(file, withReports, keepEdits)).toEqual({ handEdited: true, added: [] });
  expect(read().sections[0]!.manifestUrl).toBe('https://cdn.example/users/mf-manifest.json');
});

test('a hand edit that is no valid config is refused with what to do, and left as it is', () => {
  writePortalConfig(file, registry, keepEdits);
  writeFileSync(file, '{ "apiUrl": ');
  expect(() => writePortalConfig(file, registry, keepEdits)).toThrow(
    /portal-config\.json was edited by hand and is not a valid portal config \(.+\): fix it, or delete it to write it again from the registry/,
  );
  expect(readFileSync(file, 'utf8')).toBe('{ "apiUrl": ');
});

test('a deleted file is written again from the registry', () => {
  writePortalConfig(file, registry, keepEdits);
  writeFileSync(file, JSON.stringify({ ...registry, apiUrl: 'http://127.0.0.1:4000' }));
  writePortalConfig(file, registry, keepEdits);
  expect(read().apiUrl).toBe('http://127.0.0.1:4000');
  rmSync(file);
  writePortalConfig(file, registry, keepEdits);
  expect(read()).toEqual(registry);
});

test('without keepEdits (a test run) the registry replaces a hand edit', () => {
  writePortalConfig(file, registry, keepEdits);
  writeFileSync(file, JSON.stringify({ ...registry, apiUrl: 'http://127.0.0.1:4000' }));
  expect(writePortalConfig(file, registry, { keepEdits: false })).toEqual({ handEdited: false, added: [] });
  expect(read()).toEqual(registry);
  expect(describePortalConfigWrite(file, { handEdited: false, added: [] })).toBeNull();
});
