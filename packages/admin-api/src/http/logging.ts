import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminApiConfig } from '../config';

/**
 * Fastify's request logs (JSON lines with the request id; every 5xx also logs its error, see
 * errorHandling.ts): to the configured file, its folder created, else to stdout when asked.
 */
export function loggerOptions({ logFile, logger }: Pick<AdminApiConfig, 'logFile' | 'logger'>) {
  if (!logFile) return logger;
  mkdirSync(path.dirname(logFile), { recursive: true });
  return { level: 'info', file: logFile };
}
