/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { currentBuildStamp, stampManifest } from './buildStamp';
import { parseRemoteManifest } from '@portal/federation/manifest';

const couponsDir = resolve(__dirname, '../../../mfe-coupons');

test('a build is stamped with its package version, git commit and build time', () => {
  const before = Date.now();
  const stamp = currentBuildStamp(couponsDir, {});
  expect(stamp.version).toBe(JSON.parse(readFileSync(join(couponsDir, 'package.json'), 'utf8')).version);
  expect(stamp.commit).toBe(execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim());
  expect(Date.parse(stamp.builtAt)).toBeGreaterThanOrEqual(before - 1000);
});

test('PORTAL_APP_VERSION overrides the version; outside git the commit is unknown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '2.3.4' }));
    expect(currentBuildStamp(dir, {}).version).toBe('2.3.4');
    expect(currentBuildStamp(dir, { PORTAL_APP_VERSION: '9.9.9' })).toMatchObject({
      version: '9.9.9',
      commit: 'unknown',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the stamp written into the manifest is the one the portal reads back', () => {
  const stamp = { version: '9.9.9', commit: 'abc1234', builtAt: '2025-03-05T10:00:00.000Z' };
  const stats = { metaData: { buildInfo: { buildVersion: '1.0.0', buildName: 'mfe-coupons' } }, shared: [] };
  stampManifest(stamp)({ stats });
  expect(stats.metaData.buildInfo).toMatchObject({ buildName: 'mfe-coupons' });
  expect(parseRemoteManifest(JSON.parse(JSON.stringify(stats))).build).toEqual(stamp);
});
