import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminApi } from '../app';
import { createTestStorage } from '../testing/testEngine';
import { openPgliteDatabase } from './pgliteDatabase';

// Any local user must not read or change the database or the logs: everything the API keeps on
// disk is its owner's only, also what an older version or a looser umask left behind.

let root: string;
let umask: number;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-api-modes-'));
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every path under `folder` (itself included) that its group or others may read, write or enter. */
function openToOthers(folder: string): string[] {
  const entries = [
    folder,
    ...readdirSync(folder, { recursive: true }).map((name) => path.join(folder, String(name))),
  ];
  return entries
    .filter((entry) => (statSync(entry).mode & 0o077) !== 0)
    .map((entry) => path.relative(root, entry));
}

it('keeps the embedded database owner-only, fixing a data folder left open to others', async () => {
  const dataDir = path.join(root, 'admin-api');
  mkdirSync(path.join(dataDir, 'leftover'), { recursive: true });
  writeFileSync(path.join(dataDir, 'leftover', 'old.conf'), 'x');
  chmodSync(path.join(dataDir, 'leftover', 'old.conf'), 0o666);
  chmodSync(path.join(dataDir, 'leftover'), 0o777);
  chmodSync(dataDir, 0o777);

  const db = await openPgliteDatabase(dataDir);
  try {
    await db.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1);');
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  } finally {
    await db.close();
  }
  expect(openToOthers(dataDir)).toEqual([]);
}, 120_000);

it('writes its log files owner-only, also one an older version left readable', async () => {
  const logFile = path.join(root, 'logs', 'admin-api.log');
  mkdirSync(path.dirname(logFile));
  writeFileSync(path.join(root, 'logs', 'admin-api.1.log'), '{}\n', { mode: 0o644 });
  const app = await buildAdminApi({ ...(await createTestStorage()), seedScale: 'small', logFile });
  try {
    await app.inject('/admin/users');
    app.log.info('written');
  } finally {
    await app.close();
  }
  const files = readdirSync(path.dirname(logFile));
  expect(files).toEqual(['admin-api.1.log']);
  expect(files.filter((file) => (statSync(path.join(root, 'logs', file)).mode & 0o077) !== 0)).toEqual([]);
}, 120_000);
