import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { requestApiRestart } from './apiRestart';
import { testFolder } from './testFolder';

// npm run api:restart against a stand-in npm start: a process of its own (jest's `process` is not
// the one a signal reaches) answering restarts whose outcomes come from FAILURES, in order.
const root = testFolder('api-restart-');
let cases = 0;
let launcher: ChildProcess | null = null;

const ANSWERING = `
  const { answerApiRestarts } = require(${JSON.stringify(join(__dirname, 'apiRestart.ts'))});
  const failures = JSON.parse(process.env.FAILURES);
  answerApiRestarts(process.env.PORTAL_FOLDER, async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const failure = failures.shift();
    if (failure) throw new Error(failure);
  });
  console.log('answering');
  setInterval(() => {}, 1000);
`;

/** A stand-in npm start for a new portal folder, answering once it has written its pid file. */
async function standInLauncher(failures: string[] = []): Promise<string> {
  cases += 1;
  const folder = join(root, `portal-${cases}`);
  mkdirSync(folder);
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', ANSWERING], {
    env: { ...process.env, PORTAL_FOLDER: folder, FAILURES: JSON.stringify(failures) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  launcher = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('answering') && resolve());
    child.once('exit', (code) => reject(new Error(`the stand-in ended (${code})`)));
  });
  return folder;
}

afterEach(() => {
  launcher?.kill();
  launcher = null;
});

test('a request restarts the API of the portal that answers, and says how long it took', async () => {
  const folder = await standInLauncher();
  expect(existsSync(join(folder, 'launcher.pid'))).toBe(true);
  await expect(requestApiRestart(folder)).resolves.toMatch(/^The API restarted in \d+\.\d s$/);
}, 60_000);

test('a restart that fails is reported to the one who asked, and the next one is answered', async () => {
  const folder = await standInLauncher(['the API ended (1) before listening: SyntaxError']);
  await expect(requestApiRestart(folder)).rejects.toThrow(
    'The API did not start again: the API ended (1) before listening: SyntaxError',
  );
  await expect(requestApiRestart(folder)).resolves.toMatch(/^The API restarted/);
}, 60_000);

test('without a running npm start it says so', async () => {
  const folder = join(root, 'no-portal');
  mkdirSync(folder);
  await expect(requestApiRestart(folder)).rejects.toThrow(
    /^No npm start runs this portal \(no live process in .*launcher\.pid\): is the base port right\?$/,
  );
});
