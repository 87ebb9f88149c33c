import { portalConfigFor } from '@portal/registry/apps';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalConfigProblem, servedConfig } from './servedConfig';
import { testFolder } from './testFolder';

// The registry's sections, as npm start writes them.
const VALID = JSON.stringify(
  portalConfigFor('http://127.0.0.1:4000', (remote) => `http://localhost:9999/${remote.name}`),
  null,
  2,
);
// A hand edit that leaves a quote out, on line 3.
const BROKEN_JSON = VALID.replace('"sections"', 'sections"');

describe('portalConfigProblem: why the shell would refuse the file', () => {
  it('names the file and the line of a JSON syntax error', () => {
    expect(portalConfigProblem('/srv/portal-config.json', BROKEN_JSON)).toMatch(
      /^\/srv\/portal-config\.json:3 is not valid JSON: /,
    );
  });

  it('names the field the shell refuses', () => {
    const noApi = JSON.stringify({ ...JSON.parse(VALID), apiUrl: 'ftp://x' });
    expect(portalConfigProblem('/srv/portal-config.json', noApi)).toBe(
      '/srv/portal-config.json is not a valid portal config: portal-config.json needs "apiUrl", an http(s) URL',
    );
  });

  it('accepts a valid config', () => {
    expect(portalConfigProblem('/srv/portal-config.json', VALID)).toBeNull();
  });
});

describe('servedConfig: the servers keep the last valid config', () => {
  const folder = testFolder('served-config-');

  it('serves the last valid text while the file is refused, reporting each refused version once', async () => {
    const file = join(folder, 'keeps-last.json');
    const reports: string[] = [];
    const read = servedConfig(file, (problem) => reports.push(problem));
    writeFileSync(file, VALID);
    expect(await read()).toEqual({ text: VALID, refused: null });

    writeFileSync(file, BROKEN_JSON);
    const refused = await read();
    expect(refused.text).toBe(VALID);
    expect(refused.refused).toContain('keeps-last.json:3 is not valid JSON');
    await read();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/keeps-last\.json:3 is not valid JSON: .*; serving the last valid config$/);

    const edited = VALID.replace('"Users"', '"People"');
    writeFileSync(file, edited);
    expect(await read()).toEqual({ text: edited, refused: null });
  });

  it('serves a file that was never valid as it is, so the page says what is wrong', async () => {
    const file = join(folder, 'never-valid.json');
    writeFileSync(file, BROKEN_JSON);
    const reports: string[] = [];
    const served = await servedConfig(file, (problem) => reports.push(problem))();
    expect(served.text).toBe(BROKEN_JSON);
    expect(reports[0]).toContain('no valid config was read yet');
  });

  it('keeps the last valid text without a word when the file goes (the portal stopping)', async () => {
    const file = join(folder, 'goes.json');
    writeFileSync(file, VALID);
    const reports: string[] = [];
    const read = servedConfig(file, (problem) => reports.push(problem));
    await read();
    rmSync(file);
    expect(await read()).toEqual({ text: VALID, refused: expect.stringContaining('goes.json is missing') });
    expect(reports).toEqual([]);
  });
});
