import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirOwner, lockDataDir } from './dataDirLock';

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-api-lock-'));
  dataDir = path.join(root, 'data');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('takes a free folder and releases it', () => {
    const release = lockDataDir(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder held by another running process, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      expect(dataDirOwner(dataDir)).toBe(other.pid);
      expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that has ended', async () => {
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(ended.pid));
    expect(dataDirOwner(dataDir)).toBeNull();
    lockDataDir(dataDir)();
  });

  it('takes over a lock that holds no process id', () => {
    writeFileSync(`${dataDir}.lock`, 'garbage');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it('takes over a lock whose process id now belongs to another process, started later', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      // The lock's owner had this pid but started at another time: the pid was reused.
      writeFileSync(`${dataDir}.lock`, `${other.pid} 1`);
      expect(dataDirOwner(dataDir)).toBeNull();
      const release = lockDataDir(dataDir);
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
      release();
    } finally {
      other.kill();
    }
  });

  it('names the lock file and how to recover when it refuses', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      const started = readFileSync(`/proc/${other.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      writeFileSync(`${dataDir}.lock`, `${other.pid} ${started}`);
      expect(() => lockDataDir(dataDir)).toThrow(
        `in use by process ${other.pid} (lock file ${dataDir}.lock); stop it, or set DATA_DIR to another folder or memory://. If no API uses the folder, delete ${dataDir}.lock`,
      );
    } finally {
      other.kill();
    }
  });

  it('refuses a second open in the same process, whose failure leaves the first lock alone', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow('in use by this process');
    expect(readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('says what to delete when a takeover was interrupted', async () => {
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(ended.pid));
    writeFileSync(`${dataDir}.lock.takeover`, String(ended.pid));
    expect(() => lockDataDir(dataDir)).toThrow(`delete ${dataDir}.lock.takeover`);
  });
});
