import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = path.join(__dirname, '../testing/openDataDirWhenTold.ts');

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-api-lock-race-'));
  dataDir = path.join(root, 'data');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function nextLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  const lines = createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before answering`)));
  });
}

/** Starts `count` processes, lets them all load, then tells them to open the folder at the same instant. */
async function openAtOnce(mode: 'api' | 'lock', count: number) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode, dataDir], { stdio: 'pipe' }),
  );
  try {
    expect(await Promise.all(children.map(nextLine))).toEqual(children.map(() => 'ready'));
    const answers = children.map(nextLine);
    const instant = Date.now() + 500;
    for (const child of children) child.stdin.write(`go ${instant}\n`);
    const results = await Promise.all(answers);
    const ownerPid = Number(readFileSync(`${dataDir}.lock`, 'utf8').split(' ')[0]);
    return { results, ownerPid, winnerPid: children[results.indexOf('got it')]?.pid };
  } finally {
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin.end();
        return exited;
      }),
    );
  }
}

describe('opening one data folder at the same instant', () => {
  it('two APIs: exactly one gets the folder, the other is refused naming it', async () => {
    const { results, ownerPid, winnerPid } = await openAtOnce('api', 2);
    expect(results.filter((result) => result === 'got it')).toHaveLength(1);
    expect(results.find((result) => result !== 'got it')).toMatch(
      `refused: The data folder ${dataDir} is in use`,
    );
    expect(ownerPid).toBe(winnerPid);
  }, 120_000);

  it('four processes over the lock of a process that has ended: exactly one takes it over', async () => {
    writeFileSync(`${dataDir}.lock`, '999999999');
    const { results, ownerPid, winnerPid } = await openAtOnce('lock', 4);
    expect(results.filter((result) => result === 'got it')).toHaveLength(1);
    expect(results.filter((result) => result.startsWith('refused: The data folder'))).toHaveLength(3);
    expect(ownerPid).toBe(winnerPid);
  }, 60_000);
});
