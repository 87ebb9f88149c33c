import { statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFolder } from '@portal/launcher/testing';
import { createPrivateFile } from './privateFile';

const folder = testFolder('private-file-');

it('creates a missing log file 0600, whatever the umask', () => {
  const path = join(folder, 'nginx-access.log');
  createPrivateFile(path);
  expect(statSync(path).mode & 0o777).toBe(0o600);
});

it('makes an existing 0644 log file 0600 and keeps what it holds', () => {
  const path = join(folder, 'nginx-error.log');
  writeFileSync(path, 'earlier line\n', { mode: 0o644 });
  createPrivateFile(path);
  expect(statSync(path).mode & 0o777).toBe(0o600);
  expect(readFileSync(path, 'utf8')).toBe('earlier line\n');
});
