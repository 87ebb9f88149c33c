// A child process for the data-folder lock tests: loads, prints "ready", and when told an instant
// on stdin ("go <epoch ms>") opens the folder at that instant (argv: mode "api" or "lock", the
// folder), prints "got it" or "refused: <reason>", then holds what it got until stdin ends.
import { once } from 'node:events';
import { lockDataDir } from '../db/dataDirLock';
import { startAdminApi } from '../server';
import { createTestStorage } from './testEngine';

async function open(mode: string, dataDir: string): Promise<() => Promise<void>> {
  if (mode === 'api') {
    // The winner starts from the run's seeded template (PGlite's dump), not by seeding the folder.
    const api = await startAdminApi({ port: 0, ...(await createTestStorage(dataDir)), seedScale: 'small' });
    return () => api.close();
  }
  const release = lockDataDir(dataDir);
  return async () => release();
}

async function main(): Promise<void> {
  const [mode = 'lock', dataDir = ''] = process.argv.slice(2);
  process.stdin.resume();
  const told = once(process.stdin, 'data');
  const ended = once(process.stdin, 'end');
  process.stdout.write('ready\n');
  const [line] = (await told) as [Buffer];
  const instant = Number(line.toString().split(' ')[1]);
  // Spin rather than sleep: a timer fires a millisecond or more late, a spin within microseconds.
  while (Date.now() < instant);
  let close: (() => Promise<void>) | null = null;
  try {
    close = await open(mode, dataDir);
    process.stdout.write('got it\n');
  } catch (error) {
    process.stdout.write(`refused: ${(error as Error).message}\n`);
  }
  await ended;
  await close?.();
}

void main().then(() => process.exit(0));
