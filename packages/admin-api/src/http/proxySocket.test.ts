import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenOnProxySocket, proxyTrust } from './proxySocket';

// Starting and serving over a real API (both engines): routes/proxySocket.test.ts.

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'proxy-socket-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const connects = (socketPath: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(socketPath)
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

describe('listenOnProxySocket', () => {
  it("refuses a socket another process still listens on, naming it, and leaves that process's socket alone", async () => {
    const socketPath = path.join(root, 'admin-api.sock');
    const other = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => other.listen(socketPath, resolve));
    try {
      await expect(listenOnProxySocket(createHttpServer(), socketPath)).rejects.toThrow(
        `Another process (another portal's API?) listens on ${socketPath}`,
      );
      expect(await connects(socketPath)).toBe(true);
    } finally {
      other.close();
    }
  });

  it('refuses a path that holds some other file, and keeps the file', async () => {
    const socketPath = path.join(root, 'admin-api.sock');
    writeFileSync(socketPath, 'notes');
    await expect(listenOnProxySocket(createHttpServer(), socketPath)).rejects.toThrow(
      `${socketPath} is not a socket`,
    );
    expect(readFileSync(socketPath, 'utf8')).toBe('notes');
  });

  it('refuses a path longer than a Unix socket allows, instead of binding it cut short', async () => {
    const socketPath = path.join(root, `${'x'.repeat(120)}.sock`);
    await expect(listenOnProxySocket(createHttpServer(), socketPath)).rejects.toThrow(
      'longer than the 107 bytes a Unix socket allows',
    );
    expect(existsSync(socketPath)).toBe(false);
  });
});

describe('proxyTrust', () => {
  it("without a proxy socket is the configured TRUST_PROXY, as Fastify's trustProxy", () => {
    expect(proxyTrust('loopback', null)).toBe('loopback');
    expect(proxyTrust(false, null)).toBe(false);
  });

  it('with one, still believes the configured proxies on the TCP port, and no other peer', () => {
    const trust = proxyTrust('10.0.0.1, loopback', '/run/admin-api.sock') as (
      a: string,
      hop: number,
    ) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('192.0.2.7', 0)).toBe(false);
    const none = proxyTrust(false, '/run/admin-api.sock') as (a: string, hop: number) => boolean;
    expect(none('127.0.0.1', 0)).toBe(false);
    expect(none(undefined as unknown as string, 0)).toBe(false);
  });
});
