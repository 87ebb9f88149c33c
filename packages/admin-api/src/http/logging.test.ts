import Fastify from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApi } from '../testing/testApi';
import { registerErrorHandling } from './errorHandling';
import { loggerOptions } from './logging';
import { registerRequestIdHeader, requestIdOptions } from './requestId';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'admin-api-logs-'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown>;

/** The log's lines once `count` of them concern `requestId` (the logger writes asynchronously). */
async function linesOf(file: string, requestId: string, count: number): Promise<LogLine[]> {
  for (let attempt = 0; ; attempt++) {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LogLine)
          .filter((line) => line.reqId === requestId)
      : [];
    if (lines.length >= count || attempt === 50) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('request logs and ids', () => {
  it('a 5xx is logged to the file with its error and the request id the caller was given', async () => {
    const logFile = path.join(root, 'logs', 'admin-api.log');
    const app = Fastify({ logger: loggerOptions({ logFile, logger: false }), ...requestIdOptions });
    registerRequestIdHeader(app);
    registerErrorHandling(app);
    app.get('/fails', () => {
      throw new Error('the disk is full');
    });
    const response = await app.inject({ url: '/fails', headers: { 'x-request-id': 'chosen-by-caller' } });
    await app.close();
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(UUID);
    const lines = await linesOf(logFile, requestId, 3);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request failed',
      'request completed',
    ]);
    expect(lines[1]).toMatchObject({ level: 50, err: { message: 'the disk is full' } });
    expect(lines[2]).toMatchObject({ res: { statusCode: 500 } });
  });

  it('every answer of the API carries its request id, readable by the portal across origins', async () => {
    const app = await buildTestApi();
    try {
      const first = await app.inject({ url: '/admin/users', headers: { origin: 'http://portal.test' } });
      const second = await app.inject('/nope');
      expect(first.statusCode).toBe(401);
      expect(String(first.headers['x-request-id'])).toMatch(UUID);
      expect(String(second.headers['x-request-id'])).toMatch(UUID);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
      expect(String(first.headers['access-control-expose-headers']).split(', ')).toContain('X-Request-Id');
    } finally {
      await app.close();
    }
  }, 60_000);
});
