import { createTestStorage, startAdminApi } from '@portal/admin-api';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API_UNAVAILABLE } from './apiProxy';
import { startRestartableApi, type RestartableApi } from './restartableApi';
import { serveTestShell } from './testShell';
import { testFolder } from './testFolder';

// npm start's API in a process of its own, restarted alone while the shell's server in front
// stays up and answers its paths with a clear 503 in the gap.

jest.setTimeout(180_000);

const folder = testFolder('restartable-api-');
const socket = join(folder, 'admin-api.sock');
const unexpectedExits: string[] = [];
let api: RestartableApi;
let shell: FastifyInstance;
let shellUrl: string;

beforeAll(async () => {
  shell = await serveTestShell(folder, { socketPath: socket });
  shellUrl = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
  // A data folder filled from the run's seeded template: each start opens it instead of seeding.
  const dataDir = join(folder, 'data');
  await (await startAdminApi({ port: 0, ...(await createTestStorage(dataDir)), seedScale: 'small' })).close();
  api = await startRestartableApi(
    { port: 0, host: '127.0.0.1', proxySocket: socket, dataDir, seedScale: 'small' },
    (reason) => unexpectedExits.push(reason),
  );
});

afterAll(async () => {
  await api?.close();
  await shell?.close();
});

const profileStatus = async () => (await fetch(`${shellUrl}/user/profile`)).status;

test('before any API listens, the proxy answers 503 with what is wrong, at once', async () => {
  const down = await serveTestShell(folder, { socketPath: join(folder, 'nobody.sock') });
  try {
    const answer = await fetch(`http://127.0.0.1:${(down.server.address() as AddressInfo).port}/admin/users`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toEqual(API_UNAVAILABLE);
  } finally {
    await down.close();
  }
});

test('a restart answers 503 on the API paths while the API is away, then the API again', async () => {
  expect(await profileStatus()).toBe(401);
  const statuses = new Set<number>();
  const restarted = api.restart();
  let done = false;
  void restarted.finally(() => {
    done = true;
  });
  while (!done) statuses.add(await profileStatus());
  await restarted;
  expect(statuses).toContain(503);
  expect([...statuses].every((status) => status === 503 || status === 401)).toBe(true);
  expect(await profileStatus()).toBe(401);
  // It listens on the port the system gave the first start, too.
  expect((await fetch(`${api.url}/user/profile`)).status).toBe(401);
  // The shell's own pages never went away.
  expect((await fetch(`${shellUrl}/`)).status).toBe(200);
  expect(unexpectedExits).toEqual([]);
});
